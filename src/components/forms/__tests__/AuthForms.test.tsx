import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { confirmationSentNote } from "../../../lib/forms/member-messages";
import { sessionChangeEvent } from "../../../lib/session-state";
import { renderWithTheme } from "../../../test-utils/render";
import { LoginForm } from "../LoginForm";
import { RegisterForm } from "../RegisterForm";

const strong = "maple river lantern 42";

describe("LoginForm", () => {
  it("masks the password with a show/hide toggle", async () => {
    const user = userEvent.setup();
    renderWithTheme(<LoginForm />);
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  const watchSessionChanges = () => {
    const heard = jest.fn();
    window.addEventListener(sessionChangeEvent, heard);
    return heard;
  };

  it("sends 'Stay logged in?' with the credentials; on 201 clears, says so and tells the header", async () => {
    const fetchMock = jest.fn(async () => ({ status: 201, json: async () => ({}) }) as Response);
    global.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    const sessionChanges = watchSessionChanges();
    renderWithTheme(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), strong);
    await user.click(screen.getByLabelText("Stay logged in?"));
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Login was successful!"));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user/login");
    expect(JSON.parse(init.body as string)).toEqual({ email: "ada@example.com", password: strong, remember: true });
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(sessionChanges).toHaveBeenCalledTimes(1);
    window.removeEventListener(sessionChangeEvent, sessionChanges);
  });

  it("shows the server's generic message on 401 and keeps the e-mail", async () => {
    global.fetch = jest.fn(
      async () => ({ status: 401, json: async () => ({ message: "The email or password is not correct." }) }) as Response,
    ) as typeof fetch;
    const user = userEvent.setup();
    const sessionChanges = watchSessionChanges();
    renderWithTheme(<LoginForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The email or password is not correct."));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(sessionChanges).not.toHaveBeenCalled();
    window.removeEventListener(sessionChangeEvent, sessionChanges);
  });
});

describe("RegisterForm", () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, rePassword = strong) => {
    await user.type(screen.getByLabelText("Username"), "ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), strong);
    await user.type(screen.getByLabelText("Re-Type Password"), rePassword);
  };

  it("enforces matching passwords and the terms in the browser, sending nothing", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    renderWithTheme(<RegisterForm />);
    await fill(user, "another pass phrase here");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("The two passwords do not match.")).toBeVisible();
    expect(screen.getByText("Please accept the terms of use to create an account.")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "terms of use" })).toHaveAttribute("href", "/");
  });

  it("posts username, email, password, rePassword and TOS, and on 201 clears the form", async () => {
    const fetchMock = jest.fn(async () => ({ status: 201, json: async () => ({}) }) as Response);
    global.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    renderWithTheme(<RegisterForm />);
    await fill(user);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Registration was successful!"));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      username: "ada",
      email: "ada@example.com",
      password: strong,
      rePassword: strong,
      TOS: true,
    });
    expect(screen.getByLabelText("Username")).toHaveValue("");
    expect(screen.getByText(confirmationSentNote)).toBeVisible();
  });

  it("says nothing about confirming before a registration is accepted", () => {
    renderWithTheme(<RegisterForm />);
    expect(screen.queryByText(confirmationSentNote)).toBeNull();
  });
});

describe("LoginForm after a confirmation link", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it.each([
    ["1", "Your e-mail address is confirmed. You can log in now."],
    ["0", "This confirmation link has expired or was replaced by a newer one. Please register again."],
  ])("says how ?confirmed=%s went", async (confirmed, notice) => {
    window.history.replaceState(null, "", `/login/?confirmed=${confirmed}`);
    renderWithTheme(<LoginForm />);
    expect(await screen.findByText(notice)).toBeVisible();
  });

  it("says nothing on a plain visit", () => {
    window.history.replaceState(null, "", "/login/");
    renderWithTheme(<LoginForm />);
    expect(screen.queryByText(/confirm/i)).toBeNull();
  });
});
