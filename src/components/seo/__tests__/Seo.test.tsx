import { render } from "@testing-library/react";
import React from "react";
import { mockSiteMetadata, siteMetadata } from "../../../test-utils/render";
import { Head as HomeHead } from "../../../pages/index";
import { Head as NotFoundHead } from "../../../pages/404";
import { Seo } from "../Seo";

type HeadArgs = Parameters<typeof HomeHead>[0];
const headArgs = (pathname: string) => ({ location: { pathname } }) as unknown as HeadArgs;

const meta = (container: HTMLElement, key: string) =>
  container.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");

describe("Seo", () => {
  beforeEach(mockSiteMetadata);

  it("titles the page '<page name> | <agency name>' and describes it", () => {
    const { container } = render(<Seo title="About" pathname="/about/" description="Who we are." />);
    expect(container.querySelector("title")).toHaveTextContent(`About | ${siteMetadata.agencyName}`);
    expect(meta(container, "description")).toBe("Who we are.");
    expect(meta(container, "og:title")).toBe(`About | ${siteMetadata.agencyName}`);
    expect(meta(container, "twitter:card")).toBe("summary_large_image");
  });

  it("falls back to the site description and the default social card", () => {
    const { container } = render(<Seo title="Blog" pathname="/blog/" />);
    expect(meta(container, "description")).toBe(siteMetadata.description);
    expect(meta(container, "og:image")).toBe(`${siteMetadata.siteUrl}/social-card.png`);
  });

  it("asks search engines not to list a page only when told to", () => {
    const { container, rerender } = render(<Seo title="Post" pathname="/blog/7/" />);
    expect(container.querySelector('meta[name="robots"]')).toBeNull();
    rerender(<Seo title="Post" pathname="/blog/7/" noIndex />);
    expect(meta(container, "robots")).toBe("noindex");
  });

  it("gives an absolute canonical URL, pointing light twins at the main page", () => {
    const { container, rerender } = render(<Seo title="About" pathname="/about/" />);
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${siteMetadata.siteUrl}/about/`);
    rerender(<Seo title="About" pathname="/light/about/" />);
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${siteMetadata.siteUrl}/about/`);
    expect(meta(container, "og:url")).toBe(`${siteMetadata.siteUrl}/about/`);
  });

  it("marks the home page with Organization JSON-LD and preloads its hero image where it is in the first view", () => {
    const heroImage = {
      layout: "constrained",
      width: 560,
      height: 467,
      images: { fallback: { src: "/hero.jpg", srcSet: "/hero-280.avif 280w,/hero-560.avif 560w", sizes: "500px" } },
    } as const;
    const homeArgs = { ...headArgs("/"), data: { heroImage: { childImageSharp: { gatsbyImageData: heroImage } } } };
    const { container } = render(<>{HomeHead(homeArgs as unknown as Parameters<typeof HomeHead>[0])}</>);
    const preload = container.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute("media", "(min-width: 900px)");
    expect(preload).toHaveAttribute("imagesrcset", "/hero-280.avif 280w,/hero-560.avif 560w");
    expect(container.querySelector("title")).toHaveTextContent(`Home | ${siteMetadata.agencyName}`);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.innerHTML ?? "{}");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteMetadata.agencyName,
      email: siteMetadata.contactEmail,
    });
  });

  it("gives the not-found page no canonical URL of its own", () => {
    const { container } = render(<>{NotFoundHead(headArgs("/missing/"))}</>);
    expect(container.querySelector("title")).toHaveTextContent(`This page could not be found. | ${siteMetadata.agencyName}`);
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
