import { breakLines, layoutTitle, shareCardSvg, textWidth, titleArea, titleSvg } from "../share-card-layout";

describe("layoutTitle", () => {
  it("sets a short title large, on as few lines as fit the card", () => {
    expect(layoutTitle("Designing forms people finish")).toEqual({ fontSize: 72, lines: ["Designing forms people", "finish"] });
  });

  it("keeps every line within the title's width", () => {
    for (const title of [
      "How we cut a React app's JavaScript in half",
      "Integrating legacy systems without a big-bang rewrite",
    ]) {
      const { fontSize, lines } = layoutTitle(title);
      for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(titleArea.width);
      expect(lines.join(" ")).toBe(title);
    }
  });

  it("takes the smaller size for a longer title, and cuts one too long even for that with an ellipsis", () => {
    const long = "A title that goes on for quite a while, so that three lines at the large size cannot hold all of its words";
    expect(layoutTitle(long).fontSize).toBe(58);
    const tooLong = `${long}, and then keeps going with even more words than four lines at the smaller size can ever hold, really`;
    const { fontSize, lines } = layoutTitle(tooLong);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/\w…$/);
    for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(titleArea.width);
  });

  it("splits a word longer than a line", () => {
    const lines = breakLines("W".repeat(40), 72, titleArea.width);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("W".repeat(40));
  });
});

describe("the card's SVG", () => {
  it("escapes the title and the agency's name and puts them in the template's places", () => {
    const svg = shareCardSvg("<svg>{{agencyName}}|{{title}}</svg>", { title: `Tags <b> & "quotes"`, agencyName: "A&B" });
    expect(svg).toContain("<svg>A&amp;B|<text ");
    expect(svg).toContain("Tags &lt;b&gt; &amp; &quot;quotes&quot;");
    expect(svg).not.toContain("{{");
  });

  it("centres the block of lines in the title area", () => {
    const one = titleSvg({ fontSize: 72, lines: ["One"] });
    const three = titleSvg({ fontSize: 72, lines: ["One", "Two", "Three"] });
    const baselines = (svg: string) => [...svg.matchAll(/ y="(\d+)"/g)].map((match) => Number(match[1]));
    expect(baselines(three)).toHaveLength(3);
    expect(baselines(three)[0]!).toBeLessThan(baselines(one)[0]!);
    expect(baselines(three)[2]!).toBeLessThanOrEqual(titleArea.bottom);
    expect(baselines(three)[0]! - 72).toBeGreaterThanOrEqual(titleArea.top - 20);
  });
});
