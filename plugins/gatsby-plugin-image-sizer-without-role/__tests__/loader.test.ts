import sizerWithoutRoleLoader from "../loader";

/** Runs the loader as webpack would, with a context that has what it uses. */
const load = (source: string) =>
  new Promise<string>((resolve, reject) => {
    const context = {
      resourcePath: "/node_modules/gatsby-plugin-image/dist/gatsby-image.module.js",
      sourceMap: false,
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? "")),
    };
    (sizerWithoutRoleLoader as (this: typeof context, source: string, map: undefined) => void).call(context, source, undefined);
  });

describe("the loader", () => {
  it("removes the sizer's role", async () => {
    expect(await load('x({alt:"",role:"presentation","aria-hidden":"true"});')).toBe('x({alt:"","aria-hidden":"true"});');
  });

  it("passes a file without the role through untouched", async () => {
    const source = "const { presentationWidth } = sizes;\n";
    expect(await load(source)).toBe(source);
  });

  it("fails the build when the role is there but no sizer it knows", async () => {
    await expect(load('x({alt:"A logo",role:"presentation"});')).rejects.toThrow(
      /gatsby-plugin-image-sizer-without-role: .*gatsby-image\.module\.js mentions the presentation role but no sizer image was found.*README\.md/,
    );
  });
});
