import React, { useEffect, useState } from "react";
import styled from "styled-components";
import { withHoneypot } from "../../lib/forms/honeypot";
import { confirmationNotices } from "../../lib/forms/member-messages";
import { loginSchema } from "../../lib/forms/schemas";
import { announceSessionChange } from "../../lib/session-state";
import { theme } from "../../theme/theme";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";
import { SiteLink } from "../ui/SiteLink";
import { InputField } from "./InputField";
import { Honeypot } from "./Honeypot";
import { useFormSubmission } from "./useFormSubmission";

/** The login and register forms are 400 px wide. */
export const authFormWidth = "400px";

export const AuthForm = styled.form`
  position: relative;
  display: grid;
  gap: ${theme.spacing(3)};
  width: 100%;
  max-width: ${authFormWidth};
  margin-inline: auto;
`;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(1.5)};
  min-height: 44px;

  input {
    width: 22px;
    height: 22px;
    accent-color: ${theme.colors.primary};
  }
`;

const emptyLogin = { email: "", password: "", remember: false };

/** The notice for this page's address, read after hydration so the built page stays the same. */
const useConfirmationNotice = (): string | null => {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const confirmed = new URLSearchParams(window.location.search).get("confirmed");
    if (confirmed === "1" || confirmed === "0") setNotice(confirmationNotices[confirmed]);
  }, []);
  return notice;
};

/** The login form: on 201 the fields clear and 'Login was successful!' is shown. */
export const LoginForm = () => {
  const notify = useNotify();
  const [values, setValues] = useState(emptyLogin);
  const [honeypot, setHoneypot] = useState("");
  const confirmationNotice = useConfirmationNotice();
  const { submit, state, fieldErrors } = useFormSubmission({
    url: "/api/user/login",
    schema: loginSchema,
    successStatus: 201,
    onSuccess: () => {
      setValues(emptyLogin);
      // The header then asks the server who is logged in and shows their name.
      announceSessionChange();
      notify({ severity: "success", message: "Login was successful!" });
    },
  });

  return (
    <AuthForm
      noValidate
      aria-label="Login"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(withHoneypot(values, honeypot));
      }}
    >
      {confirmationNotice && <p>{confirmationNotice}</p>}
      <InputField
        label="Email"
        error={fieldErrors.email}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={values.email}
        onValue={(email) => setValues((current) => ({ ...current, email }))}
      />
      <InputField
        label="Password"
        error={fieldErrors.password}
        password
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onValue={(password) => setValues((current) => ({ ...current, password }))}
      />
      <CheckboxLabel>
        <input
          type="checkbox"
          name="remember"
          checked={values.remember}
          onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))}
        />
        Stay logged in?
      </CheckboxLabel>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Button type="submit" disabled={state === "sending"}>
        Login
      </Button>
      <p>
        No account yet? <SiteLink to="/register/">Register</SiteLink>
      </p>
    </AuthForm>
  );
};
