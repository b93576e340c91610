import React, { useState } from "react";
import styled from "styled-components";
import { withHoneypot } from "../../lib/forms/honeypot";
import { outreachSchema } from "../../lib/forms/schemas";
import { theme } from "../../theme/theme";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";
import { FormField } from "./FormField";
import { InputField } from "./InputField";
import { Honeypot } from "./Honeypot";
import { TextArea } from "./TextInput";
import { useFormSubmission } from "./useFormSubmission";

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${theme.spacing(3)};
`;

const emptyEnquiry = { name: "", email: "", phone: "", message: "" };

/**
 * The contact form: 'Submit' stays disabled until all four fields have
 * something in them; on 201 the fields clear, the button reads 'Submitted' and a thank-you
 * notification shows. Any other outcome shows an error notification and keeps what was typed.
 */
export const ContactForm = () => {
  const notify = useNotify();
  const [values, setValues] = useState(emptyEnquiry);
  const [honeypot, setHoneypot] = useState("");
  const { submit, state, setState, fieldErrors } = useFormSubmission({
    url: "/api/outreach",
    schema: outreachSchema,
    successStatus: 201,
    keyed: true,
    onSuccess: (answer) => {
      setValues(emptyEnquiry);
      notify({ severity: "success", message: answer.message ?? "Thank you! We will get back to you soon." });
    },
  });
  const complete = Object.values(values).every((value) => value.trim() !== "");
  const update = (field: keyof typeof emptyEnquiry) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (state === "done") setState("idle");
  };

  return (
    <Form
      noValidate
      aria-label="Contact"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(
          withHoneypot({ email: values.email, name: values.name, phone: values.phone, message: values.message }, honeypot),
        );
      }}
    >
      <InputField
        label="Your full name"
        error={fieldErrors.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onValue={update("name")}
      />
      <InputField
        label="Give valid email"
        error={fieldErrors.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onValue={update("email")}
      />
      <InputField
        label="Phone number"
        error={fieldErrors.phone}
        type="tel"
        inputMode="numeric"
        name="phone"
        autoComplete="tel"
        required
        value={values.phone}
        onValue={update("phone")}
      />
      <FormField label="Project brief" error={fieldErrors.message}>
        {(control) => (
          <TextArea
            {...control}
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={(event) => update("message")(event.target.value)}
          />
        )}
      </FormField>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <div>
        <Button type="submit" disabled={!complete || state === "sending"}>
          {state === "done" ? "Submitted" : "Submit"}
        </Button>
      </div>
    </Form>
  );
};
