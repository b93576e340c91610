import styled from "styled-components";
import { controlStyles } from "./fieldStyles";

export const TextInput = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
`;
