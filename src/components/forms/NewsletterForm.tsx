import React, { useId, useState } from "react";
import styled from "styled-components";
import { withHoneypot } from "../../lib/forms/honeypot";
import { postForm, requestFailedMessage } from "../../lib/forms/post-form";
import { useNotify } from "../notification/NotificationContext";
import { Button } from "../ui/ButtonLink";
import { Honeypot } from "./Honeypot";
import { theme } from "../../theme/theme";

const Form = styled.form`
  position: relative;
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

/** The newsletter's notifications, in the required wording word for word ('occured' included). */
export const newsletterMessages = {
  success: (email: string) => `${email} has been added to subscription list!`,
  failure: "An error has occured adding your email.",
  thrown: requestFailedMessage,
};

/**
 * Footer 'Subscribe Newsletter' form (and a landing page's newsletter block, under a name of its
 * own: two forms of one name are two landmarks no one can tell apart); the button label is always 'Join'. It
 * posts {email} to /api/outreach/subscription: 200 is success, any other status or a failed
 * request is an error notification, and the address stays in the box to try again.
 */
export const NewsletterForm = ({ label = "Subscribe Newsletter" }: { label?: string }) => {
  const notify = useNotify();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const subscribe = async () => {
    setSending(true);
    try {
      const answer = await postForm("/api/outreach/subscription", withHoneypot({ email }, honeypot));
      if (answer.status === 200) {
        notify({ severity: "success", message: newsletterMessages.success(email) });
        setEmail("");
      } else {
        notify({ severity: "error", message: newsletterMessages.failure });
      }
    } catch (error) {
      notify({ severity: "error", message: newsletterMessages.thrown(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void subscribe();
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
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Button type="submit" disabled={sending}>
        Join
      </Button>
    </Form>
  );
};
