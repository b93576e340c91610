import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { ContactForm } from "../ContactForm";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const answer = (status: number, body: object = {}) => jest.fn(async () => ({ status, json: async () => body }) as Response);

const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText("Your full name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Give valid email"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone number"), "5550109999");
  await user.type(screen.getByLabelText("Project brief"), "An analytical engine dashboard");
};

describe("ContactForm", () => {
  it("keeps Submit disabled until all four fields have text; the brief has 5 rows", async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(screen.getByLabelText("Project brief")).toHaveAttribute("rows", "5");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("inputmode", "numeric");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Your full name"), "Ada");
    await user.type(screen.getByLabelText("Give valid email"), "ada@example.com");
    await user.type(screen.getByLabelText("Phone number"), "5550109999");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Project brief"), "x");
    expect(submit).toBeEnabled();
  });

  it("posts email, name, phone and message; on 201 it clears the fields and reads 'Submitted'", async () => {
    const fetchMock = answer(201, { message: "Thank you!" });
    global.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("button", { name: "Submitted" });
    expect(fetchMock).toHaveBeenCalledWith("/api/outreach", expect.objectContaining({ method: "POST" }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      email: "ada@example.com",
      name: "Ada Lovelace",
      phone: "5550109999",
      message: "An analytical engine dashboard",
      submissionKey: expect.stringMatching(uuid),
    });
    expect(screen.getByLabelText("Your full name")).toHaveValue("");
    expect(screen.getByLabelText("Project brief")).toHaveValue("");
  });

  it("sends the same entries again with the same submission key, changed ones with a new key", async () => {
    const fetchMock = answer(503, { message: "We could not reach our systems." });
    global.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await fillIn(user);
    const send = async () => {
      await user.click(screen.getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    };
    await send();
    await send();
    await user.type(screen.getByLabelText("Project brief"), " and a report");
    await send();
    const keys = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).submissionKey,
    );
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(uuid);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("on failure shows an error notification and keeps everything typed", async () => {
    global.fetch = answer(503, { message: "We could not reach our systems." }) as typeof fetch;
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("We could not reach our systems."));
    expect(screen.getByLabelText("Your full name")).toHaveValue("Ada Lovelace");
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("shows the field's message for an invalid address without sending anything", async () => {
    const fetchMock = answer(201);
    global.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    renderWithTheme(<ContactForm />);
    await fillIn(user);
    await user.clear(screen.getByLabelText("Give valid email"));
    await user.type(screen.getByLabelText("Give valid email"), "ada-at-example");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Enter a valid email, like name@example.com.")).toBeVisible();
    expect(screen.getByLabelText("Give valid email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
