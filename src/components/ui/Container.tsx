import styled from "styled-components";
import { theme } from "../../theme/theme";

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.contentWidth};
  margin-inline: auto;
  padding-inline: ${theme.spacing(2)};

  ${theme.up("md")} {
    padding-inline: ${theme.spacing(4)};
  }
`;

export const Section = styled.section`
  padding-block: ${theme.spacing(8)};
  /* Sections below the fold skip layout and paint until they near the viewport. */
  content-visibility: auto;
  contain-intrinsic-size: auto 720px;

  ${theme.up("md")} {
    padding-block: ${theme.spacing(12)};
  }
`;
