import { createContext, useContext } from "react";
import type { ThemeMode } from "../../theme/tokens";

export const ThemeModeContext = createContext<ThemeMode>("dark");

export const useThemeMode = (): ThemeMode => useContext(ThemeModeContext);
