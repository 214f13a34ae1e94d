import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';

// The schema the gateway prints (api-client:codegen-check fails when the committed file is stale).
const schema = buildSchema(
  readFileSync(join(__dirname, '../../../../api-client/schema.graphql'), 'utf8'),
);

// Issue 25 ("What the card buys where"): its types, and its operations and store fields by name.
const PROGRAM_TYPES =
  /^(ProgramText|SaveProgramText|OnlineRetailer|ComplaintContact|HelpFact|DeleteEbtHelpEntry|EbtRefusal)/;
const PROGRAM_FIELDS =
  /Program|Ebt|Refusal|OnlineRetailer|ComplaintContact|HelpFact|Incentive|restaurantMeals|Grantee/;

function undocumented(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInputObjectType(type)) continue;
    const ownType = PROGRAM_TYPES.test(type.name);
    if (ownType && !type.description) missing.push(type.name);
    for (const field of Object.values(type.getFields())) {
      if (!ownType && !PROGRAM_FIELDS.test(field.name)) continue;
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : [])
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  }
  return missing;
}

describe('the GraphQL fields of hot meals, incentives, online EBT and refusal reports', () => {
  it('are documented: every type, field and argument has a description', () => {
    expect(undocumented()).toEqual([]);
  });

  it('covers the types and fields the issue added', () => {
    for (const name of [
      'ProgramText',
      'OnlineRetailer',
      'ComplaintContact',
      'HelpFact',
      'EbtRefusalCase',
    ])
      expect(schema.getType(name)).toBeDefined();
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toEqual(
      expect.arrayContaining(['reportEbtRefusal', 'saveOnlineRetailer', 'saveProgramText']),
    );
  });
});
