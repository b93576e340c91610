import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { HeadProps, PageProps } from "gatsby";
import React from "react";
import { honeypotFieldName } from "../../../lib/forms/honeypot";
import {
  emptyRequirements,
  longTextMaxLength,
  requirementsFields,
  requirementsSections,
  requirementsSuccessMessage,
  type RequirementsField,
} from "../../../lib/forms/requirements";
import RequirementsSubmissionPage, { Head } from "../../../pages/requirements/submission";
import { mockSiteMetadata, renderWithTheme, siteMetadata } from "../../../test-utils/render";
import { NotificationProvider } from "../../notification/NotificationProvider";
import { RequirementsForm } from "../RequirementsForm";
import { counterText, requirementsLabel } from "../requirements/RequirementsFieldControl";
import { requirementsDraftKey } from "../requirements/useRequirementsDraft";

const fieldNamed = (name: string): RequirementsField => {
  const field = requirementsFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`No field ${name}`);
  return field;
};

/** The control of one field, found the way people find it: by its label. */
const control = (name: string) => screen.getByLabelText(requirementsLabel(fieldNamed(name)));

/** The notification's text inside an assertive live region (the provider's banner). */
const findAlert = async (message: string) => (await screen.findByText(message)).closest('[role="alert"]');

const renderForm = () =>
  renderWithTheme(
    <NotificationProvider>
      <RequirementsForm />
    </NotificationProvider>,
  );

const requiredAnswers = {
  companyName: "Acme Ltd",
  contactPerson: "Ann Lee",
  emailAddress: "ann@example.com",
  projectName: "New marketing site",
  briefDescription: "A faster site that brings in leads.",
};

const fill = async (user: UserEvent, answers: Record<string, string>) => {
  for (const [name, value] of Object.entries(answers)) {
    await user.click(control(name));
    await user.paste(value);
  }
};

const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Submit" }));

let fetchMock: jest.Mock;
const answerWith = (status: number, body: object) => {
  fetchMock.mockResolvedValue({ status, json: () => Promise.resolve(body) });
};
const postedBody = (): Record<string, string> => {
  const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as Record<string, string>;
};
const storedDraft = () => {
  const raw = window.localStorage.getItem(requirementsDraftKey);
  return raw === null ? null : (JSON.parse(raw) as Record<string, string>);
};

beforeEach(() => {
  mockSiteMetadata();
  window.localStorage.clear();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe("RequirementsForm", () => {
  it("renders every section as a fieldset and every field as a labelled control bound to its own name", () => {
    renderForm();
    for (const section of requirementsSections) {
      const group = screen.getByRole("group", { name: section.title });
      for (const field of section.fields) {
        const element = within(group).getByLabelText(requirementsLabel(field));
        expect(element).toHaveAttribute("name", field.name);
      }
    }
    const named = document.querySelectorAll("form input[name], form textarea[name], form select[name]");
    // Every answer plus the hidden honeypot, and no two controls share a name.
    expect(named).toHaveLength(requirementsFields.length + 1);
    expect(new Set([...named].map((element) => element.getAttribute("name"))).size).toBe(named.length);
  });

  it("uses the right control for each kind of answer and marks required ones in words", () => {
    renderForm();
    expect(control("emailAddress")).toHaveAttribute("type", "email");
    expect(control("emailAddress")).toHaveAttribute("autocomplete", "email");
    // A one-line address: "street-address" is allowed on multi-line controls only.
    expect(control("address")).toHaveAttribute("autocomplete", "address-line1");
    expect(control("phone")).toHaveAttribute("type", "tel");
    expect(control("phone")).toHaveAttribute("inputmode", "numeric");
    expect(control("launchDate")).toHaveAttribute("type", "date");
    expect(control("siteURL")).toHaveAttribute("type", "url");
    expect(control("companyName")).toHaveAttribute("type", "text");
    for (const field of requirementsFields) {
      const element = control(field.name);
      if (field.required) {
        expect(screen.getByText(`${field.label} (required)`)).toBeInTheDocument();
        expect(element).toBeRequired();
      } else {
        expect(element).not.toBeRequired();
      }
    }
  });

  it("defaults the Yes/No selects to a website Yes, everything else No", () => {
    renderForm();
    const selects = requirementsFields.filter((field) => field.kind === "yesNo");
    expect(selects.map((field) => field.name)).toEqual([
      "hasWebsite",
      "existingContent",
      "seoRequirements",
      "keywordResearch",
      "socialMedia",
      "emailMarketing",
    ]);
    for (const field of selects) {
      const select = control(field.name);
      expect(select.tagName).toBe("SELECT");
      expect(select).toHaveValue(field.name === "hasWebsite" ? "Yes" : "No");
      expect(
        within(select)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Yes", "No"]);
    }
  });

  // The earlier form wrote primary goals into aboutCurrentWebsite, the website select and the
  // content-assistance select into other fields, and its long boxes showed the wrong value.
  it("sends each box and select under its own field, and each box shows what was typed", async () => {
    const user = userEvent.setup();
    answerWith(201, { message: requirementsSuccessMessage });
    renderForm();
    await fill(user, requiredAnswers);
    await user.type(control("primaryGoals"), "More leads");
    await user.type(control("aboutCurrentWebsite"), "Slow pages");
    await user.type(control("assistanceContentCreation"), "Copywriting");
    await user.selectOptions(control("hasWebsite"), "No");
    await user.selectOptions(control("existingContent"), "Yes");

    expect(control("primaryGoals")).toHaveValue("More leads");
    expect(control("mainGoals")).toHaveValue("");
    expect(control("hasWebsite")).toHaveValue("No");
    expect(control("existingContent")).toHaveValue("Yes");
    expect(control("existingContentData")).toHaveValue("");

    await submit(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/requirements");
    expect(postedBody()).toEqual({
      ...emptyRequirements(),
      ...requiredAnswers,
      primaryGoals: "More leads",
      aboutCurrentWebsite: "Slow pages",
      assistanceContentCreation: "Copywriting",
      hasWebsite: "No",
      existingContent: "Yes",
      submissionKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("shows a character counter on long answers, capped at 500 in 8-row boxes", async () => {
    const user = userEvent.setup();
    renderForm();
    const box = control("primaryGoals");
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAttribute("rows", "8");
    expect(box).toHaveAttribute("maxlength", String(longTextMaxLength));
    expect(box).toHaveAccessibleDescription(counterText(0));

    await user.type(box, "Hello");
    expect(box).toHaveAccessibleDescription("5 / 500 characters");
    // Far from the limit, nothing is announced.
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(screen.queryByText(/characters left|limit of 500/)).not.toBeInTheDocument();

    await user.paste("x".repeat(600));
    expect(box).toHaveValue(`Hello${"x".repeat(495)}`);
    expect(box).toHaveAccessibleDescription("500 / 500 characters");
    expect(await screen.findByText("You have reached the limit of 500 characters.", {}, { timeout: 2000 })).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });

  it("keeps a draft on this device and restores it when the page is opened again", async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await user.type(control("companyName"), "Acme");
    await user.selectOptions(control("socialMedia"), "Yes");
    await waitFor(() => expect(storedDraft()).toMatchObject({ companyName: "Acme", socialMedia: "Yes" }));
    unmount();

    renderForm();
    await waitFor(() => expect(control("companyName")).toHaveValue("Acme"));
    expect(control("socialMedia")).toHaveValue("Yes");
    expect(control("contactPerson")).toHaveValue("");
  });

  it("ignores a draft that holds garbage or unknown fields", async () => {
    window.localStorage.setItem(
      requirementsDraftKey,
      '{"companyName":5,"evil":"x","hasWebsite":"Maybe","contactPerson":"Ann","__proto__":{"polluted":"y"}}',
    );
    const { unmount } = renderForm();
    await waitFor(() => expect(control("contactPerson")).toHaveValue("Ann"));
    expect(control("companyName")).toHaveValue("");
    expect(control("hasWebsite")).toHaveValue("Yes");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    unmount();

    window.localStorage.setItem(requirementsDraftKey, "{not json");
    renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(control("contactPerson")).toHaveValue("");
  });

  it("clears the form and the draft with 'Clear form'", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(control("budget"), "10k");
    await waitFor(() => expect(storedDraft()).toMatchObject({ budget: "10k" }));
    await user.click(screen.getByRole("button", { name: "Clear form" }));
    expect(control("budget")).toHaveValue("");
    expect(storedDraft()).toBeNull();
    expect(screen.getByText(/kept on this device until you submit/)).toBeInTheDocument();
  });

  it("confirms a successful submission, then clears the fields and the draft", async () => {
    const user = userEvent.setup();
    answerWith(201, { message: requirementsSuccessMessage });
    renderForm();
    await fill(user, requiredAnswers);
    await waitFor(() => expect(storedDraft()).toMatchObject(requiredAnswers));

    await submit(user);
    const heading = await screen.findByRole("heading", { name: "Thank you, your answers were sent" });
    expect(heading).toHaveFocus();
    const panel = heading.closest('[role="status"]') as HTMLElement;
    expect(panel).toHaveTextContent("A representative will reach out within three business days.");
    expect(within(panel).getByRole("link", { name: siteMetadata.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${siteMetadata.supportEmail}`,
    );
    for (const name of Object.keys(requiredAnswers)) expect(control(name)).toHaveValue("");
    expect(control("hasWebsite")).toHaveValue("Yes");
    expect(storedDraft()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(storedDraft()).toBeNull();
    expect(postedBody()).not.toHaveProperty(honeypotFieldName);
  });

  it("falls back to its own thank-you text when the answer has no message", async () => {
    const user = userEvent.setup();
    answerWith(201, {});
    renderForm();
    await fill(user, requiredAnswers);
    await submit(user);
    expect(await screen.findByText(/within three business days/)).toBeInTheDocument();
  });

  it("reports an unavailable service in a notification and keeps everything typed", async () => {
    const user = userEvent.setup();
    answerWith(503, { message: "The service is unavailable right now. Please try again later." });
    renderForm();
    await fill(user, { ...requiredAnswers, primaryGoals: "More leads" });
    await submit(user);

    expect(await findAlert("The service is unavailable right now. Please try again later.")).toBeInTheDocument();
    expect(control("companyName")).toHaveValue("Acme Ltd");
    expect(control("primaryGoals")).toHaveValue("More leads");
    expect(screen.queryByRole("heading", { name: /Thank you/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    await waitFor(() => expect(storedDraft()).toMatchObject({ primaryGoals: "More leads" }));
  });

  it("shows the server's field errors and moves focus to the first invalid field", async () => {
    const user = userEvent.setup();
    answerWith(400, { message: "Please check the highlighted fields.", fieldErrors: { projectName: "Enter project name." } });
    renderForm();
    await fill(user, requiredAnswers);
    await submit(user);
    await waitFor(() => expect(control("projectName")).toHaveFocus());
    expect(control("projectName")).toHaveAttribute("aria-invalid", "true");
    expect(control("projectName")).toHaveAccessibleDescription("Enter project name.");
  });

  it("shows an invalid e-mail address as a field error without sending anything", async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { ...requiredAnswers, emailAddress: "not-an-email" });
    await submit(user);

    const email = control("emailAddress");
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
    expect(await findAlert("Please check the highlighted fields.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(email).toHaveValue("not-an-email");
  });

  it("has a honeypot that people never reach, left out of the payload while empty", async () => {
    const user = userEvent.setup();
    answerWith(201, {});
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${honeypotFieldName}"]`);
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave empty/i })).not.toBeInTheDocument();

    await fill(user, requiredAnswers);
    await submit(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(postedBody()).not.toHaveProperty(honeypotFieldName);
  });

  it("sends a filled honeypot along, for the Function to refuse", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await fill(user, requiredAnswers);
    await user.type(container.querySelector<HTMLInputElement>(`input[name="${honeypotFieldName}"]`)!, "spam.example");
    await submit(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(postedBody()).toHaveProperty(honeypotFieldName, "spam.example");
  });
});

describe("/requirements/submission", () => {
  it("introduces the questionnaire and links the support address", () => {
    renderWithTheme(
      <NotificationProvider>
        <RequirementsSubmissionPage {...({} as PageProps)} />
      </NotificationProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Project Requirements" })).toBeInTheDocument();
    expect(screen.getByText(/prepare an accurate estimate/)).toBeInTheDocument();
    expect(screen.getByText(/within three business days/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: siteMetadata.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${siteMetadata.supportEmail}`,
    );
    expect(screen.getByRole("form", { name: "Project requirements" })).toBeInTheDocument();
  });

  it("titles the page 'Project Requirements'", () => {
    const { container } = renderWithTheme(
      <Head {...({ location: { pathname: "/requirements/submission/" } } as unknown as HeadProps)} />,
    );
    expect(container.querySelector("title")).toHaveTextContent(`Project Requirements | ${siteMetadata.agencyName}`);
  });
});
