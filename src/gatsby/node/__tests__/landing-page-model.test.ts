import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { blockCollections } from "../../../../cms/extensions/landing-pages/blocks.mjs";
import { blockKinds, directusFieldsOf } from "../../../../plugins/gatsby-source-directus/src/landing-pages/block-kinds";
import { isIconName } from "../../../components/ui/Icon";
import { portfolio } from "../../../content/portfolio";
import { services } from "../../../content/services";
import { team } from "../../../content/team";

interface SnapshotField {
  collection: string;
  field: string;
  type: string;
  meta: {
    special: string[] | null;
    options: {
      choices?: { value: string }[];
      fields?: { field: string; meta?: { options?: { choices?: { value: string }[] } } }[];
    } | null;
  } | null;
  schema: { is_primary_key: boolean } | null;
}
interface SnapshotRelation {
  collection: string;
  field: string;
  related_collection: string | null;
  meta: { one_allowed_collections: string[] | null; one_field: string | null; sort_field: string | null } | null;
}
interface Snapshot {
  collections: { collection: string }[];
  fields: SnapshotField[];
  relations: SnapshotRelation[];
}

const snapshot = yaml.load(readFileSync(path.resolve(__dirname, "../../../../cms/schema/snapshot.yaml"), "utf8")) as Snapshot;
const fieldsOf = (collection: string) => snapshot.fields.filter((field) => field.collection === collection);
const field = (collection: string, name: string) => fieldsOf(collection).find((candidate) => candidate.field === name);
const choicesOf = (collection: string, name: string) =>
  field(collection, name)?.meta?.options?.choices?.map((choice) => choice.value);

/**
 * The landing pages' model is written down three times: the schema (cms/schema/snapshot.yaml),
 * the CMS's list of block collections (cms/extensions/landing-pages/blocks.mjs) and the source
 * plugin's (block-kinds.ts). These agree, and the choices the CMS offers are the site's content.
 */
describe("the landing pages' model", () => {
  it("has the same block collections in the CMS's code, the source plugin and the schema", () => {
    const names = blockKinds.map((kind) => kind.collection);
    expect(blockCollections.map((block) => block.collection)).toEqual(names);
    const inSchema = snapshot.collections.map((collection) => collection.collection).filter((name) => name.startsWith("block_"));
    expect(inSchema.sort()).toEqual([...names].sort());
    const builder = snapshot.relations.find((relation) => relation.collection === "pages_blocks" && relation.field === "item");
    expect(builder?.meta?.one_allowed_collections).toEqual(names);
    const junction = snapshot.relations.find(
      (relation) => relation.collection === "pages_blocks" && relation.field === "pages_id",
    );
    expect(junction).toMatchObject({ related_collection: "pages", meta: { one_field: "blocks", sort_field: "sort" } });
  });

  it.each(blockKinds.map((kind) => [kind.collection, kind] as const))(
    "%s: the plugin reads every field the schema has",
    (name, kind) => {
      const own = fieldsOf(name)
        .map((candidate) => candidate.field)
        .filter((candidate) => candidate !== "id" && candidate !== "date_updated");
      expect(own.sort()).toEqual(directusFieldsOf(kind).sort());
      // Item ids are uuids: the blocks' read permission follows the junction by the item's id alone.
      expect(field(name, "id")).toMatchObject({ type: "uuid", schema: { is_primary_key: true } });
      expect(field(name, "date_updated")?.meta?.special).toContain("date-updated");
      const cms = blockCollections.find((block) => block.collection === name);
      expect(cms?.files).toEqual(kind.files);
      expect(cms?.richText).toEqual(kind.richText);
      for (const file of kind.files) {
        expect(field(name, file)?.type).toBe("uuid");
        expect(
          snapshot.relations.find((relation) => relation.collection === name && relation.field === file)?.related_collection,
        ).toBe("directus_files");
      }
      for (const { field: list, rows } of kind.lists) {
        expect(
          field(name, list)
            ?.meta?.options?.fields?.map((row) => row.field)
            .sort(),
        ).toEqual(Object.keys(rows).sort());
      }
    },
  );

  it("offers the site's own services, projects and founders, and icons the site has", () => {
    expect(choicesOf("block_services", "services")).toEqual(services.map((service) => service.id));
    expect(choicesOf("block_portfolio", "projects")).toEqual(portfolio.map((project) => project.imgUrl));
    expect(choicesOf("block_team", "members")).toEqual(team.map((member) => member.id));
    for (const [collection, list] of [
      ["block_features", "features"],
      ["block_icon_cards", "cards"],
    ]) {
      const icons = field(collection!, list!)?.meta?.options?.fields?.find((row) => row.field === "icon")?.meta?.options?.choices;
      expect(icons?.length).toBeGreaterThan(0);
      for (const icon of icons ?? []) expect(isIconName(icon.value)).toBe(true);
    }
  });

  it("gives pages the SEO fields agreed with the posts' (names and types)", () => {
    expect(
      ["meta_title", "meta_description", "share_image", "no_index"].map((name) => [name, field("pages", name)?.type]),
    ).toEqual([
      ["meta_title", "string"],
      ["meta_description", "text"],
      ["share_image", "uuid"],
      ["no_index", "boolean"],
    ]);
  });
});
