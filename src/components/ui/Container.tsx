import styled from "styled-components";

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.spacing(2)};

  ${({ theme }) => theme.up("md")} {
    padding-inline: ${({ theme }) => theme.spacing(4)};
  }
`;

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.spacing(8)};

  ${({ theme }) => theme.up("md")} {
    padding-block: ${({ theme }) => theme.spacing(12)};
  }
`;
