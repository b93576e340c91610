/** @jest-environment node */
// The module lives with the embedded CMS's start (cms/server), whose folder Jest does not crawl.
import { withCollectionMeta, withInstalledColumnTypes } from "../../server/portable-snapshot.mjs";

const field = (name: string, schema: Record<string, unknown> | null) => ({ collection: "posts", field: name, schema });

describe("withInstalledColumnTypes", () => {
  const committed = {
    collections: [{ collection: "posts" }],
    fields: [
      field("title", { data_type: "varchar", max_length: 255, numeric_precision: null, is_nullable: false, default_value: "x" }),
      field("publish_at", { data_type: "datetime", max_length: null, numeric_precision: null, is_nullable: true }),
      field("new_column", { data_type: "varchar", max_length: 64, is_nullable: true }),
      field("alias", null),
    ],
  };
  const installed = {
    fields: [
      field("title", {
        data_type: "character varying",
        max_length: 255,
        numeric_precision: null,
        is_nullable: true,
        default_value: null,
      }),
      field("publish_at", { data_type: "timestamp with time zone", max_length: null, numeric_precision: null }),
    ],
  };
  const result = withInstalledColumnTypes(committed, installed);

  it("keeps an installed column's own type, length and precision", () => {
    expect(result.fields[0]!.schema).toMatchObject({ data_type: "character varying", max_length: 255 });
    expect(result.fields[1]!.schema).toMatchObject({ data_type: "timestamp with time zone" });
  });

  it("takes every other column setting from the committed snapshot", () => {
    expect(result.fields[0]!.schema).toMatchObject({ is_nullable: false, default_value: "x" });
  });

  it("leaves new columns, alias fields and the other parts as committed", () => {
    expect(result.fields[2]).toEqual(committed.fields[2]);
    expect(result.fields[3]).toEqual(committed.fields[3]);
    expect(result.collections).toEqual(committed.collections);
    expect(result.fields).toHaveLength(4);
  });
});

describe("withCollectionMeta", () => {
  const snapshot = {
    collections: [
      { collection: "posts", meta: { note: "Blog posts", preview_url: null }, schema: { name: "posts" } },
      { collection: "categories", meta: { note: "Blog categories", preview_url: null }, schema: { name: "categories" } },
    ],
    fields: [],
  };
  const result = withCollectionMeta(snapshot, { posts: { preview_url: "https://preview.example.com/blog/{{id}}/" } });

  it("gives a collection the settings the provisioning keeps, so that applying the schema does not undo them", () => {
    expect(result.collections?.[0]).toEqual({
      collection: "posts",
      meta: { note: "Blog posts", preview_url: "https://preview.example.com/blog/{{id}}/" },
      schema: { name: "posts" },
    });
  });

  it("leaves the other collections and settings as committed", () => {
    expect(result.collections?.[1]).toEqual(snapshot.collections[1]);
    expect(result.collections).toHaveLength(2);
  });
});
