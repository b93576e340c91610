import React, { useState } from "react";
import { withHoneypot } from "../../lib/forms/honeypot";
import { passwordMinLength } from "../../lib/forms/password-policy";
import { registerSchema } from "../../lib/forms/schemas";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";
import { SiteLink } from "../ui/SiteLink";
import { FormField } from "./FormField";
import { Honeypot } from "./Honeypot";
import { AuthForm, CheckboxLabel } from "./LoginForm";
import { PasswordInput } from "./PasswordInput";
import { TextInput } from "./TextInput";
import { useFormSubmission } from "./useFormSubmission";

const emptyRegistration = { username: "", email: "", password: "", rePassword: "", TOS: false };

/**
 * The registration form. The same schema as the Function enforces matching passwords,
 * accepted terms and the password policy; on 201 the fields clear and
 * 'Registration was successful!' is shown.
 */
export const RegisterForm = () => {
  const notify = useNotify();
  const [values, setValues] = useState(emptyRegistration);
  const [honeypot, setHoneypot] = useState("");
  const { submit, state, fieldErrors } = useFormSubmission({
    url: "/api/user/register",
    schema: registerSchema,
    successStatus: 201,
    onSuccess: () => {
      setValues(emptyRegistration);
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
      <FormField label="Username" error={fieldErrors.username}>
        {(control) => (
          <TextInput
            {...control}
            name="username"
            autoComplete="username"
            required
            value={values.username}
            onChange={(event) => set("username", event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Email" error={fieldErrors.email}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set("email", event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        hint={`At least ${passwordMinLength} characters. A few unrelated words make a strong, memorable password.`}
        error={fieldErrors.password}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => set("password", event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Re-Type Password" error={fieldErrors.rePassword}>
        {(control) => (
          <PasswordInput
            {...control}
            name="rePassword"
            autoComplete="new-password"
            required
            value={values.rePassword}
            onChange={(event) => set("rePassword", event.target.value)}
          />
        )}
      </FormField>
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
      <p>
        Already registered? <SiteLink to="/login/">Login</SiteLink>
      </p>
    </AuthForm>
  );
};
