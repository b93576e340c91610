import React, { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { withHoneypot } from "../../lib/forms/honeypot";
import type { FormAnswer } from "../../lib/forms/post-form";
import {
  emptyRequirements,
  requirementsFields,
  requirementsSchema,
  requirementsSections,
  requirementsSuccessMessage,
  type RequirementsValues,
} from "../../lib/forms/requirements";
import { theme } from "../../theme/theme";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";
import { Honeypot } from "./Honeypot";
import { RequirementsFieldControl } from "./requirements/RequirementsFieldControl";
import { useRequirementsDraft } from "./requirements/useRequirementsDraft";
import { useFormSubmission } from "./useFormSubmission";

const Form = styled.form`
  display: grid;
  gap: ${theme.spacing(4)};
`;

const DraftNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  p {
    flex: 1 1 280px;
    margin: 0;
    color: ${theme.colors.text};
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.spacing(3)};
  min-width: 0;
  margin: 0;
  padding: ${theme.spacing(3, 2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  ${theme.up("md")} {
    padding: ${theme.spacing(4)};
  }
`;

const Legend = styled.legend`
  padding-inline: ${theme.spacing(1)};
  color: ${theme.colors.heading};
  font-family: ${theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
`;

const Confirmation = styled.div`
  padding: ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.surfaceRaised};

  h2 {
    margin: 0 0 ${theme.spacing(1)};
    font-size: 1.5rem;
  }

  p {
    margin: ${theme.spacing(1)} 0 0;
    color: ${theme.colors.text};
  }

  a {
    color: ${theme.colors.primaryText};
  }
`;

const FormError = styled.p`
  margin: 0;
  color: ${theme.colors.secondaryText};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(2)};
`;

/**
 * The project requirements questionnaire: every section a fieldset, every
 * answer its own control bound to its own field, a draft kept on this device until the
 * answers are sent, and the outcome reported in a confirmation panel or a notification.
 */
export const RequirementsForm = () => {
  const { supportEmail } = useSiteMetadata();
  const notify = useNotify();
  const [values, setValues] = useState<RequirementsValues>(emptyRequirements);
  const [honeypot, setHoneypot] = useState("");
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { clearDraft } = useRequirementsDraft(values, setValues);

  const formRef = useRef<HTMLFormElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const focusFirstError = useRef(false);

  const onSuccess = (answer: FormAnswer) => {
    setConfirmation(answer.message ?? requirementsSuccessMessage);
    setValues(emptyRequirements());
    setHoneypot("");
    clearDraft();
  };

  const { submit, state, fieldErrors, setFieldErrors } = useFormSubmission({
    url: "/api/requirements",
    schema: requirementsSchema,
    successStatus: 201,
    keyed: true,
    onSuccess,
  });

  const handleChange = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  // After a submission is refused, take the visitor to the first answer to fix.
  useEffect(() => {
    if (!focusFirstError.current || Object.keys(fieldErrors).length === 0) return;
    focusFirstError.current = false;
    const first = requirementsFields.find((field) => fieldErrors[field.name]);
    const target = first ? formRef.current?.elements.namedItem(first.name) : formErrorRef.current;
    if (target instanceof HTMLElement) target.focus();
  }, [fieldErrors]);

  useEffect(() => {
    if (confirmation) confirmationHeading.current?.focus();
  }, [confirmation]);

  // The submit button is disabled while sending, which drops keyboard focus; give it back.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && state === "idle" && (!document.activeElement || document.activeElement === document.body)) {
      submitButton.current?.focus();
    }
    wasSending.current = state === "sending";
  }, [state]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "sending") return;
    setConfirmation(null);
    focusFirstError.current = true;
    void submit(withHoneypot(values, honeypot));
  };

  const handleClear = () => {
    setValues(emptyRequirements());
    setHoneypot("");
    setFieldErrors({});
    setConfirmation(null);
    clearDraft();
    notify({ severity: "info", message: "The form has been cleared." });
  };

  const sending = state === "sending";
  const formError = fieldErrors.form;

  return (
    <Form ref={formRef} noValidate aria-label="Project requirements" onSubmit={handleSubmit}>
      <div role="status">
        {confirmation && (
          <Confirmation>
            <h2 ref={confirmationHeading} tabIndex={-1}>
              Thank you, your answers were sent
            </h2>
            <p>{confirmation}</p>
            <p>
              You can e-mail style guides and brand assets to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          </Confirmation>
        )}
      </div>

      <DraftNote>
        <p>Your answers are kept on this device until you submit them. Fields marked “(required)” must be filled in.</p>
        <Button type="button" $variant="outline" onClick={handleClear}>
          Clear form
        </Button>
      </DraftNote>

      {requirementsSections.map((section) => (
        <Fieldset key={section.title}>
          <Legend>{section.title}</Legend>
          {section.fields.map((field) => (
            <RequirementsFieldControl
              key={field.name}
              field={field}
              value={values[field.name] ?? ""}
              error={fieldErrors[field.name]}
              onChange={handleChange}
            />
          ))}
        </Fieldset>
      ))}

      <Honeypot value={honeypot} onChange={setHoneypot} />

      {formError && (
        <FormError ref={formErrorRef} tabIndex={-1}>
          {formError}
        </FormError>
      )}

      <Actions>
        <Button ref={submitButton} type="submit" disabled={sending}>
          Submit
        </Button>
        <span role="status">{sending ? "Sending your answers…" : ""}</span>
      </Actions>
    </Form>
  );
};
