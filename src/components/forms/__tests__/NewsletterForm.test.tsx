import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { NewsletterForm } from "../NewsletterForm";

const subscribe = async () => {
  const user = userEvent.setup();
  renderWithTheme(<NewsletterForm />);
  await user.type(screen.getByLabelText("Email address"), "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Join" }));
};

describe("NewsletterForm", () => {
  it("posts {email} and announces success on 200", async () => {
    const fetchMock = jest.fn(async () => ({ status: 200, json: async () => ({}) }) as Response);
    global.fetch = fetchMock as typeof fetch;
    await subscribe();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("ada@example.com has been added to subscription list!"),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/outreach/subscription");
    expect(JSON.parse(init.body as string)).toEqual({ email: "ada@example.com" });
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
  });

  it("shows 'An error has occured adding your email.' for any other status and keeps the address", async () => {
    global.fetch = jest.fn(async () => ({ status: 201, json: async () => ({}) }) as Response) as typeof fetch;
    await subscribe();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("An error has occured adding your email."));
    expect(screen.getByLabelText("Email address")).toHaveValue("ada@example.com");
  });

  it("names the error when the request itself fails", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await subscribe();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("An error has occured: Failed to fetch"));
  });
});
