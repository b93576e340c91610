import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { LogoutButton } from "./LogoutButton";

/**
 * Two short lines of small type beside a slimmer button take about the room of the
 * 'Login | Register' button they replace once the server has answered: any wider, and at
 * some widths the header's menu wraps onto a second row and pushes the page down; the name
 * above the button instead made the header taller wherever the menu already wraps.
 */
const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(1)};

  button {
    padding-inline: ${theme.spacing(2)};
  }
`;

/**
 * A member chooses their own name, and it can be long: it is cut short on screen, while
 * assistive technology still reads it whole.
 */
const LoggedInAs = styled.p`
  display: flex;
  flex-direction: column;
  max-width: 14rem;
  margin: 0;
  overflow: hidden;
  color: ${theme.colors.textMuted};
  font-size: 0.75rem;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${theme.up("md")} {
    max-width: 6rem;
  }
`;

const Name = styled.strong`
  overflow: hidden;
  color: ${theme.colors.heading};
  text-overflow: ellipsis;
`;

/** Shown in the header instead of 'Login | Register' once the server confirms a login. */
export const MemberActions = ({ name }: { name: string }) => (
  <Group>
    <LoggedInAs>
      Logged in as <Name>{name}</Name>
    </LoggedInAs>
    <LogoutButton />
  </Group>
);
