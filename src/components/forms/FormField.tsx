import React, { useId, type ReactElement, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

const Wrapper = styled.div`
  display: grid;
  gap: ${theme.spacing(0.75)};
`;

const Label = styled.label`
  color: ${theme.colors.heading};
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Error = styled.p`
  margin: 0;
  color: ${theme.colors.secondaryText};
  font-weight: 600;
`;

export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown under the control, e.g. a character counter; announced with the field. */
  after?: ReactNode;
  /** Receives the id and ARIA wiring the control must carry. */
  children: (control: ControlProps) => ReactElement;
}

/**
 * A labelled form control with its hint and error message wired up for assistive
 * technology (`aria-describedby`, `aria-invalid`).
 */
export const FormField = ({ label, error, hint, after, children }: FormFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const afterId = `${id}-after`;
  const describedBy = [hint && hintId, after && afterId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {after && <div id={afterId}>{after}</div>}
      {error && <Error id={errorId}>{error}</Error>}
    </Wrapper>
  );
};
