import styled from "styled-components";
import { theme } from "../../theme/theme";

/** The founders' cards side by side from sm, one under the other on phones. */
export const TeamGrid = styled.div`
  display: grid;
  gap: ${theme.spacing(4)};
  max-width: 1000px;
  margin-inline: auto;

  ${theme.up("sm")} {
    grid-template-columns: 1fr 1fr;
  }
`;
