import { screen, within } from "@testing-library/react";
import React from "react";
import { mockIntersectionObserver } from "../../../test-utils/intersection-observer";
import { mockMatchMedia } from "../../../test-utils/match-media";
import { mockSiteMetadata, renderWithTheme } from "../../../test-utils/render";
import { mockSwiperWidth } from "../../../test-utils/swiper";
import { PageBlocks } from "../PageBlocks";

type Blocks = Parameters<typeof PageBlocks>[0]["blocks"];

const heading = { title: "", subTitle: "" };
let id = 0;
const block = <T extends object>(typename: string, collection: string, fields: T) => ({
  __typename: typename,
  directusId: `00000000-0000-4000-8000-${String((id += 1)).padStart(12, "0")}`,
  collection,
  ...fields,
});

/** One block of each type, as the landing page's query gives them. */
const everyBlock = [
  block("DirectusBlockHero", "block_hero", {
    miniTitle: "Spring 2026",
    title: "Launch this spring",
    subTitle: "A prototype in six weeks.",
    imageAlt: "",
    anchorLabel: "See what is included",
    image: null,
  }),
  block("DirectusBlockRichText", "block_rich_text", {
    title: "The details",
    bodyHtml: "<p>Sanitised <strong>text</strong>.</p>",
  }),
  block("DirectusBlockCallToAction", "block_call_to_action", {
    title: "Ready to start?",
    buttonText: "Talk to us",
    buttonUrl: "/contact/",
    backgroundImage: null,
  }),
  block("DirectusBlockServices", "block_services", {
    title: "What we do",
    subTitle: "",
    services: ["ui-design", "web-dev"],
    numbered: true,
  }),
  block("DirectusBlockFeatures", "block_features", {
    title: "Who We Are",
    subTitle: "",
    features: [{ icon: "shield", title: "Secure", text: "Always." }],
  }),
  block("DirectusBlockCounters", "block_counters", {
    ...heading,
    label: "Launch figures",
    items: [{ number: "6", title: "Weeks" }],
  }),
  block("DirectusBlockFaq", "block_faq", { title: "Questions", subTitle: "", items: [{ title: "Why?", content: "Because." }] }),
  block("DirectusBlockIconCards", "block_icon_cards", {
    title: "Ways to work",
    subTitle: "",
    cards: [{ icon: "code", title: "Build", subTitle: "We build.", buttonText: "More", buttonUrl: "/service/" }],
  }),
  block("DirectusBlockTestimonials", "block_testimonials", {
    title: "Clients say",
    subTitle: "",
    items: [{ text: "Great work.", avatarName: "Dana", avatarDesignation: "CTO" }],
  }),
  block("DirectusBlockPricing", "block_pricing", {
    title: "Plans",
    subTitle: "",
    plans: [{ title: "Gold", subTitle: "More", monthlyPrice: 449, yearlyPrice: 649, features: "All\nOf it", popular: true }],
  }),
  block("DirectusBlockPortfolio", "block_portfolio", { title: "Work", subTitle: "", projects: ["portfolio-travel-booking"] }),
  block("DirectusBlockTeam", "block_team", { title: "People", subTitle: "", members: ["jordan-rivera"] }),
  block("DirectusBlockContactForm", "block_contact_form", { title: "Write to us", subTitle: "" }),
  block("DirectusBlockNewsletter", "block_newsletter", { title: "News", subTitle: "" }),
] as unknown as Blocks;

const renderBlocks = (blocks: Blocks) =>
  renderWithTheme(
    <main>
      <PageBlocks blocks={blocks} projectImages={new Map()} portraits={new Map()} />
    </main>,
  );

beforeEach(() => {
  mockSiteMetadata();
  mockMatchMedia({}, { width: 1280 });
  mockSwiperWidth();
  mockIntersectionObserver();
});

describe("PageBlocks", () => {
  it("renders every block type as the site's section, each in a band the anchors lead to", () => {
    const { container } = renderBlocks(everyBlock);
    expect([...container.querySelectorAll("main > div")].map((band) => band.id)).toEqual(
      everyBlock.map((_, index) => `block-${index + 1}`),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Launch this spring");
    expect(screen.getByRole("link", { name: /See what is included/ })).toHaveAttribute("href", "#block-2");
    expect(screen.getAllByRole("heading", { level: 2 }).map((element) => element.textContent)).toEqual([
      "The details",
      "Ready to start?",
      "What we do",
      "Who We Are",
      // A band without a title is headed by its label, for assistive technology.
      "Launch figures",
      "Questions",
      "Ways to work",
      "Clients say",
      "Plans",
      "Work",
      "People",
      "Write to us",
      "News",
    ]);
    expect(screen.getByText("text")).toContainHTML("<strong>text</strong>");
    expect(screen.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/contact/");
    const services = screen.getByRole("region", { name: "What we do" });
    expect(
      within(services)
        .getAllByRole("heading", { level: 3 })
        .map((element) => element.textContent),
    ).toEqual(["Web Development", "UI/UX Design"]);
    expect(within(screen.getByRole("region", { name: "Launch figures" })).getByRole("definition")).toHaveTextContent("6");
    expect(screen.getByRole("button", { name: "Why?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByText("$449")).not.toHaveLength(0);
    expect(screen.getByRole("heading", { level: 3, name: "Travel Booking App" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Jordan Rivera" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Contact" })).toBeInTheDocument();
    // Its own name beside the footer's "Subscribe Newsletter" form.
    expect(screen.getByRole("form", { name: "Newsletter sign-up" })).toBeInTheDocument();
  });

  it("makes a hero further down a band with an h2, and names a band without a title by its label", () => {
    renderBlocks([everyBlock[5]!, everyBlock[0]!] as Blocks);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("region", { name: "Launch this spring" })).toContainElement(
      screen.getByRole("heading", { level: 2, name: "Launch this spring" }),
    );
    expect(screen.getByRole("region", { name: "Launch figures" })).toBeInTheDocument();
    // The last block's hero has nothing below it to lead to.
    expect(screen.queryByRole("link", { name: /See what is included/ })).toBeNull();
  });

  it("marks no block for the Visual Editor on the public site", () => {
    const { container } = renderBlocks(everyBlock);
    expect(container.querySelectorAll("[data-directus]")).toHaveLength(0);
  });

  it("marks each block with its collection and item on the preview server", () => {
    const scope = globalThis as { __VISUAL_EDITOR_CMS_ORIGIN__?: string };
    scope.__VISUAL_EDITOR_CMS_ORIGIN__ = "http://127.0.0.1:8055";
    try {
      const { container } = renderBlocks(everyBlock.slice(0, 2) as Blocks);
      expect([...container.querySelectorAll("[data-directus]")].map((band) => band.getAttribute("data-directus"))).toEqual(
        everyBlock.slice(0, 2).map((item) => `collection:${item.collection};item:${item.directusId};mode:drawer`),
      );
    } finally {
      delete scope.__VISUAL_EDITOR_CMS_ORIGIN__;
    }
  });
});
