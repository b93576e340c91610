import { css } from "styled-components";

export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  color: ${({ theme }) => theme.colors.heading};
  font-weight: 600;
  text-decoration: none;

  &:hover,
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
