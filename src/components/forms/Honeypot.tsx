import React from "react";
import { honeypotFieldName } from "../../lib/forms/honeypot";

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
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  </div>
);
