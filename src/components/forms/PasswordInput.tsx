import React, { useState, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { TextInput } from "./TextInput";

const Wrapper = styled.div`
  position: relative;

  input {
    padding-right: 88px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  min-width: 76px;
  min-height: 40px;
  border: 0;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transform: translateY(-50%);
`;

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type">;

/** A masked password box with a Show/Hide button (the earlier site showed passwords as plain text). */
export const PasswordInput = (props: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <TextInput {...props} type={visible ? "text" : "password"} />
      <Toggle
        type="button"
        aria-label={visible ? "Hide password" : "Show password"}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? "Hide" : "Show"}
      </Toggle>
    </Wrapper>
  );
};
