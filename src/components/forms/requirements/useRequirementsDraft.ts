import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import {
  emptyRequirements,
  longTextMaxLength,
  requirementsFields,
  yesNoOptions,
  type RequirementsValues,
} from "../../../lib/forms/requirements";

/** Versioned: a future questionnaire with other fields uses a new key. */
export const requirementsDraftKey = "northbeam:requirements-draft:v1";

/** How long typing must pause before the answers are written to storage. */
export const draftSaveDelayMs = 400;

const fieldsByName = new Map(requirementsFields.map((field) => [field.name, field]));

/** Storage can be missing (SSR), blocked (privacy settings) or full; none of it may break the form. */
const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The saved answers, or null when there are none. Only known field names with string
 * values are taken (Yes/No fields only "Yes" or "No"); anything else in storage is ignored.
 */
export const readRequirementsDraft = (): RequirementsValues | null => {
  let parsed: unknown;
  try {
    const raw = storage()?.getItem(requirementsDraftKey);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const draft: RequirementsValues = {};
  for (const [name, value] of Object.entries(parsed)) {
    const field = fieldsByName.get(name);
    if (!field || typeof value !== "string") continue;
    if (field.kind === "yesNo" && !(yesNoOptions as readonly string[]).includes(value)) continue;
    draft[name] = field.kind === "long" ? value.slice(0, longTextMaxLength) : value;
  }
  return Object.keys(draft).length > 0 ? draft : null;
};

const isBlank = (values: RequirementsValues): boolean => {
  const blank = emptyRequirements();
  return Object.keys(blank).every((name) => values[name] === blank[name]);
};

/** Saves the answers; a blank questionnaire removes the draft instead. */
export const writeRequirementsDraft = (values: RequirementsValues): void => {
  try {
    if (isBlank(values)) storage()?.removeItem(requirementsDraftKey);
    else storage()?.setItem(requirementsDraftKey, JSON.stringify(values));
  } catch {
    // Full or blocked storage: the form still works, only without a draft.
  }
};

export const removeRequirementsDraft = (): void => {
  try {
    storage()?.removeItem(requirementsDraftKey);
  } catch {
    // Nothing to remove from storage we cannot reach.
  }
};

/**
 * Keeps the questionnaire's answers on this device until they are sent: restores them once
 * after hydration (never during server rendering, so the markup matches), then saves them
 * shortly after each change and right away when the page is left.
 */
export const useRequirementsDraft = (values: RequirementsValues, setValues: Dispatch<SetStateAction<RequirementsValues>>) => {
  const firstRun = useRef(true);
  const pending = useRef<RequirementsValues | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const draft = readRequirementsDraft();
    if (draft) setValues((current) => ({ ...current, ...draft }));
  }, [setValues]);

  useEffect(() => {
    // The first render holds the blank form, not the visitor's answers: never save it over a draft.
    if (firstRun.current) {
      firstRun.current = false;
      return undefined;
    }
    pending.current = values;
    timer.current = window.setTimeout(() => {
      pending.current = null;
      writeRequirementsDraft(values);
    }, draftSaveDelayMs);
    return () => window.clearTimeout(timer.current);
  }, [values]);

  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      window.clearTimeout(timer.current);
      writeRequirementsDraft(pending.current);
      pending.current = null;
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  /** Forgets the draft (after sending, or when the visitor clears the form). */
  const clearDraft = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    removeRequirementsDraft();
  }, []);

  return { clearDraft };
};
