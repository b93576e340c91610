import React, { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../ui/ButtonLink";
import { theme } from "../../theme/theme";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1)};
`;

const Input = styled.input`
  flex: 1 1 180px;
  min-height: 48px;
  padding: ${theme.spacing(1, 2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.text};

  &::placeholder {
    color: ${theme.colors.textMuted};
  }
`;

interface NewsletterFormProps {
  /** Receives a browser-validated e-mail address. */
  onSubscribe?: (email: string) => void;
}

/** Footer 'Subscribe Newsletter' form; the button label is always 'Join' (spec §4). */
export const NewsletterForm = ({ onSubscribe }: NewsletterFormProps) => {
  const [email, setEmail] = useState("");
  const inputId = useId();

  return (
    <Form
      aria-label="Subscribe Newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        onSubscribe?.(email);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <Input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email address"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit">Join</Button>
    </Form>
  );
};
