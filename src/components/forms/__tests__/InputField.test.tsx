import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../../test-utils/render";
import { InputField } from "../InputField";

describe("InputField", () => {
  it("labels the box, passes its attributes on and reports each change's text", () => {
    const onValue = jest.fn();
    renderWithTheme(<InputField label="Email" type="email" name="email" required value="" onValue={onValue} />);
    const box = screen.getByRole("textbox", { name: "Email" });
    expect(box).toHaveAttribute("type", "email");
    expect(box).toHaveAttribute("name", "email");
    expect(box).toBeRequired();
    expect(box).toHaveAttribute("aria-invalid", "false");
    fireEvent.change(box, { target: { value: "ada@example.com" } });
    expect(onValue).toHaveBeenCalledWith("ada@example.com");
  });

  it("ties its hint and error to the box", () => {
    renderWithTheme(
      <InputField label="Username" hint="Letters and digits." error="Enter a username." value="" onValue={jest.fn()} />,
    );
    const box = screen.getByRole("textbox", { name: "Username" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Letters and digits. Enter a username.");
  });

  it("masks a password with a Show/Hide button", () => {
    renderWithTheme(<InputField label="Password" password name="password" value="secret" onValue={jest.fn()} />);
    const box = screen.getByLabelText("Password", { selector: "input" });
    expect(box).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(box).toHaveAttribute("type", "text");
  });
});
