import type { TestProject } from "vitest/node";
import { createMigratedTemplate } from "./migrated-template";

/** The migrated template on the PostgreSQL server of TEST_DATABASE_URL, for the "postgres" test projects. */
export default async function setup(project: TestProject) {
  const template = await createMigratedTemplate(process.env.TEST_DATABASE_URL!);
  project.provide("migratedTemplate", template.name);
  return () => template.drop();
}
