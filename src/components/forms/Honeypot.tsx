import React from "react";
import { honeypotFieldName } from "../../lib/forms/honeypot";

/**
 * Keeps autofill away from the honeypot, which must stay empty for people's forms to be
 * accepted. `autocomplete="off"` is the HTML standard's "never prefill this", but Chrome and
 * password managers ignore it for fields they believe they recognise; what keeps them off
 * is a name and label no autofill heuristic matches (see honeypotFieldName), plus the
 * opt-out attribute each password manager documents. Not `one-time-code` or
 * `new-password`: those invite phones to offer SMS codes and managers to offer or save
 * passwords, the opposite of what is wanted.
 */
const noAutofill = {
  autoComplete: "off",
  "data-1p-ignore": "true",
  "data-lpignore": "true",
  "data-bwignore": "true",
  "data-form-type": "other",
} as const;

/**
 * A field people never see or reach; form-filling software fills it in, and the Functions
 * refuse any submission where it is not empty.
 */
export const Honeypot = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
  <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
    <label>
      Leave this field empty
      <input
        type="text"
        name={honeypotFieldName}
        tabIndex={-1}
        {...noAutofill}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  </div>
);
