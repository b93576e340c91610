import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { honeypotFieldName } from "../../../lib/forms/honeypot";
import { Honeypot } from "../Honeypot";

const renderHoneypot = (onChange: (value: string) => void = () => undefined) => {
  const { container } = render(<Honeypot value="" onChange={onChange} />);
  const input = container.querySelector<HTMLInputElement>(`input[name="${honeypotFieldName}"]`);
  if (!input) throw new Error("No honeypot input");
  return input;
};

describe("Honeypot", () => {
  it("stays out of people's way: hidden from assistive technology and out of the tab order", () => {
    const input = renderHoneypot();
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("asks browsers and password managers not to fill it", () => {
    const input = renderHoneypot();
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).toHaveAttribute("data-1p-ignore");
    expect(input).toHaveAttribute("data-lpignore", "true");
    expect(input).toHaveAttribute("data-bwignore");
    expect(input).toHaveAttribute("data-form-type", "other");
  });

  it("reports what software typed into it", () => {
    const onChange = jest.fn();
    fireEvent.change(renderHoneypot(onChange), { target: { value: "spam.example" } });
    expect(onChange).toHaveBeenCalledWith("spam.example");
  });
});
