import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * ComicInfo's official XML schema (v2.0, the Anansi project's ComicInfo.xsd, MIT licensed:
 * test/schemas/comicinfo/) applied by libxml2 itself (xmllint compiled to WebAssembly), so a
 * CBZ's ComicInfo.xml is checked against the definition readers use, not our reading of it.
 */
const XSD = fs.readFileSync(path.join(__dirname, 'schemas', 'comicinfo', 'ComicInfo.xsd'), 'utf8');

/** The schema's complaints about `xml` (none for a valid document), one line each. */
export async function comicInfoSchemaProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'ComicInfo.xml', contents: xml },
    schema: { fileName: 'ComicInfo.xsd', contents: XSD },
  });
  return result.errors.map((error) => error.message);
}
