import { Link, type GatsbyLinkProps } from "gatsby";
import React from "react";
import { pathForTheme } from "../../lib/light-mirror";
import { useThemeMode } from "../layout/ThemeModeContext";

type SiteLinkProps = Omit<GatsbyLinkProps<unknown>, "ref"> & {
  /** The page has a /light/ twin though it is in no mirrored section (a landing page). */
  lightTwin?: boolean;
};

/** Internal link that keeps a visitor of the light layout on the light pages. */
export const SiteLink = ({ to, lightTwin, ...rest }: SiteLinkProps) => {
  const mode = useThemeMode();
  return <Link to={pathForTheme(to, mode, lightTwin || undefined)} {...rest} />;
};
