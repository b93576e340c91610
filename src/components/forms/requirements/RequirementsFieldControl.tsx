import React, { memo, useEffect, useRef, useState, type ChangeEvent } from "react";
import styled from "styled-components";
import { longTextMaxLength, longTextRows, yesNoOptions, type RequirementsField } from "../../../lib/forms/requirements";
import { theme } from "../../../theme/theme";
import { FormField, type ControlProps } from "../FormField";
import { Select, TextArea, TextInput } from "../TextInput";

/** Counter announcements wait until typing pauses, so screen readers are not flooded. */
export const counterAnnounceDelayMs = 750;
/** Below this many characters left, the counter is announced (politely) as well as shown. */
export const counterWarningThreshold = 50;

/**
 * Autofill hints (WCAG 1.3.5) for the fields that describe the visitor. The address is one line
 * of text: "street-address" is for multi-line controls only (HTML's autofill rules), so it
 * takes the first address line.
 */
const autoCompleteFor: Record<string, string> = {
  companyName: "organization",
  contactPerson: "name",
  emailAddress: "email",
  phone: "tel",
  address: "address-line1",
  siteURL: "url",
};

const Counter = styled.p<{ $full: boolean }>`
  margin: 0;
  color: ${({ $full }) => ($full ? theme.colors.secondaryText : theme.colors.textMuted)};
  font-size: 0.9375rem;
  font-weight: ${({ $full }) => ($full ? 600 : 400)};
  font-variant-numeric: tabular-nums;
`;

export const counterText = (length: number): string => `${length} / ${longTextMaxLength} characters`;

const counterAnnouncement = (length: number): string => {
  const left = longTextMaxLength - length;
  if (left <= 0) return `You have reached the limit of ${longTextMaxLength} characters.`;
  if (left <= counterWarningThreshold) return `${left} ${left === 1 ? "character" : "characters"} left.`;
  return "";
};

/** Label text: "required" is written out, never shown by colour alone. */
export const requirementsLabel = (field: RequirementsField): string =>
  field.required ? `${field.label} (required)` : field.label;

interface RequirementsFieldControlProps {
  field: RequirementsField;
  value: string;
  error?: string;
  /** Called with this control's own field name, so no control can write another's answer. */
  onChange: (name: string, value: string) => void;
}

const LongTextControl = ({ field, value, error, onChange }: RequirementsFieldControlProps) => {
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.target.value;
    onChange(field.name, next);
    // Only the visitor's own typing is announced, never a restored draft or a cleared form.
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnnouncement(counterAnnouncement(next.length)), counterAnnounceDelayMs);
  };

  return (
    <>
      <FormField
        label={requirementsLabel(field)}
        error={error}
        after={<Counter $full={value.length >= longTextMaxLength}>{counterText(value.length)}</Counter>}
      >
        {(control: ControlProps) => (
          <TextArea
            {...control}
            name={field.name}
            rows={longTextRows}
            maxLength={longTextMaxLength}
            required={field.required}
            aria-required={field.required || undefined}
            value={value}
            onChange={handleChange}
          />
        )}
      </FormField>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
};

/** One questionnaire answer: the right control for the field's kind, bound to its own name. */
export const RequirementsFieldControl = memo(function RequirementsFieldControl(props: RequirementsFieldControlProps) {
  const { field, value, error, onChange } = props;
  if (field.kind === "long") return <LongTextControl {...props} />;

  if (field.kind === "yesNo") {
    return (
      <FormField label={requirementsLabel(field)} error={error}>
        {(control: ControlProps) => (
          <Select
            {...control}
            name={field.name}
            required={field.required}
            aria-required={field.required || undefined}
            value={value}
            onChange={(event) => onChange(field.name, event.target.value)}
          >
            {yesNoOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    );
  }

  const inputProps =
    field.kind === "email"
      ? { type: "email" }
      : field.kind === "phone"
        ? { type: "tel", inputMode: "numeric" as const }
        : field.kind === "date"
          ? { type: "date" }
          : field.kind === "url"
            ? { type: "url" }
            : { type: "text" };

  return (
    <FormField label={requirementsLabel(field)} error={error}>
      {(control: ControlProps) => (
        <TextInput
          {...control}
          {...inputProps}
          name={field.name}
          autoComplete={autoCompleteFor[field.name]}
          required={field.required}
          aria-required={field.required || undefined}
          value={value}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
    </FormField>
  );
});
