import styled from "styled-components";
import { theme } from "../../theme/theme";
import { Container } from "../ui/Container";

/** The blog's single reading column, on its pages without the sidebar (the list layout, the archive). */
export const BlogColumn = styled(Container)`
  max-width: 960px;
  padding-block: ${theme.spacing(6, 10)};
`;
