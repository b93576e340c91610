import { Link, type GatsbyLinkProps } from "gatsby";
import React from "react";
import { pathForTheme } from "../../lib/light-mirror";
import { useThemeMode } from "../layout/ThemeModeContext";

type SiteLinkProps = Omit<GatsbyLinkProps<unknown>, "ref">;

/** Internal link that keeps a visitor of the light layout on the light pages. */
export const SiteLink = ({ to, ...rest }: SiteLinkProps) => {
  const mode = useThemeMode();
  return <Link to={pathForTheme(to, mode)} {...rest} />;
};
