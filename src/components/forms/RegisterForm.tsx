import React, { useState } from "react";
import { withHoneypot } from "../../lib/forms/honeypot";
import { confirmationSentNote } from "../../lib/forms/member-messages";
import { passwordMinLength } from "../../lib/forms/password-policy";
import { registerSchema } from "../../lib/forms/schemas";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";
import { SiteLink } from "../ui/SiteLink";
import { InputField } from "./InputField";
import { Honeypot } from "./Honeypot";
import { AuthForm, CheckboxLabel } from "./LoginForm";
import { useFormSubmission } from "./useFormSubmission";

const emptyRegistration = { username: "", email: "", password: "", rePassword: "", TOS: false };

/**
 * The registration form. The same schema as the Function enforces matching passwords,
 * accepted terms and the password policy; on 201 the fields clear,
 * 'Registration was successful!' is shown, and a note says to confirm the address.
 */
export const RegisterForm = () => {
  const notify = useNotify();
  const [values, setValues] = useState(emptyRegistration);
  const [honeypot, setHoneypot] = useState("");
  const [confirmationSent, setConfirmationSent] = useState(false);
  const { submit, state, fieldErrors } = useFormSubmission({
    url: "/api/user/register",
    schema: registerSchema,
    successStatus: 201,
    onSuccess: () => {
      setValues(emptyRegistration);
      setConfirmationSent(true);
      notify({ severity: "success", message: "Registration was successful!" });
    },
  });
  const set = <Field extends keyof typeof emptyRegistration>(field: Field, value: (typeof emptyRegistration)[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <AuthForm
      noValidate
      aria-label="Register"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(withHoneypot(values, honeypot));
      }}
    >
      <InputField
        label="Username"
        error={fieldErrors.username}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onValue={(value) => set("username", value)}
      />
      <InputField
        label="Email"
        error={fieldErrors.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onValue={(value) => set("email", value)}
      />
      <InputField
        label="Password"
        hint={`At least ${passwordMinLength} characters. A few unrelated words make a strong, memorable password.`}
        error={fieldErrors.password}
        password
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onValue={(value) => set("password", value)}
      />
      <InputField
        label="Re-Type Password"
        error={fieldErrors.rePassword}
        password
        name="rePassword"
        autoComplete="new-password"
        required
        value={values.rePassword}
        onValue={(value) => set("rePassword", value)}
      />
      <div>
        <CheckboxLabel>
          <input
            type="checkbox"
            name="TOS"
            required
            aria-invalid={Boolean(fieldErrors.TOS)}
            aria-describedby={fieldErrors.TOS ? "register-tos-error" : undefined}
            checked={values.TOS}
            onChange={(event) => set("TOS", event.target.checked)}
          />
          <span>
            I agree to the <SiteLink to="/">terms of use</SiteLink>
          </span>
        </CheckboxLabel>
        {fieldErrors.TOS && (
          <p id="register-tos-error" role="alert">
            {fieldErrors.TOS}
          </p>
        )}
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Button type="submit" disabled={state === "sending"}>
        Sign Up
      </Button>
      {confirmationSent && <p>{confirmationSentNote}</p>}
      <p>
        Already registered? <SiteLink to="/login/">Login</SiteLink>
      </p>
    </AuthForm>
  );
};
