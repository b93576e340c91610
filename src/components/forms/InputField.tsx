import React, { type InputHTMLAttributes, type ReactNode } from "react";
import { FormField, type ControlProps } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import { TextInput } from "./TextInput";

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps | "onChange"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A masked box with a Show/Hide button instead of a text box. */
  password?: boolean;
  /** Receives the box's text after each change. */
  onValue: (value: string) => void;
}

/** The forms' usual field: a labelled one-line box, its hint and error wired by FormField. */
export const InputField = ({ label, error, hint, password = false, onValue, ...input }: InputFieldProps) => {
  const Control = password ? PasswordInput : TextInput;
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <Control {...control} {...input} onChange={(event) => onValue(event.target.value)} />}
    </FormField>
  );
};
