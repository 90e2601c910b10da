import {
  type AnyCell,
  type CreateWithColorBody,
  cellGroups,
  cellNumber,
  gridShape,
  groupOfKind,
  kindsOfBuilding,
  paintedCell,
} from '@aqar/domain/entities/realty/property-values';
import { columnName } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../db/client.ts';
import { systemActor } from '../http/actor.ts';
import { writePropertyValues } from '../modules/realty/property-values.ts';
import type { Row } from '../resources/record.ts';
import { ident } from '../resources/record-sql.ts';
import { paintedBuildings } from './data/realty.ts';

/**
 * Paints the demo buildings' seeded units on their tools screens: each unit is placed on the cell
 * whose default number it has, then the screen's own save gives it its colour row (description,
 * area, view, ownership type) as a user's save would.
 */
export const paintDemoBuildings = async (tx: Queryable) => {
  for (const { building: name, propertyValues, cells } of paintedBuildings) {
    const { rows } = await tx.query<Record<string, unknown> & { id: string }>(
      `select id, apartment_floor as "apartmentFloor", apartment_count as "apartmentCount", shop_count as "shopCount",
              parking_floor as "parkingFloor", parking_count as "parkingCount", underground_parking as "undergroundParking",
              store_count as "storeCount", penthouse_floor as "penthouseFloor", penthouse_count as "penthouseCount",
              mezzanine_floor as "mezzanineFloor", mezzanine_count as "mezzanineCount", office_floor as "officeFloor",
              office_count as "officeCount", warehouse_count as "warehouseCount"
         from buildings where name = $1`,
      [name],
    );
    const building = rows[0];
    if (!building) throw new Error(`Seed: no demo building ${name}`);
    const body: CreateWithColorBody = {
      propertyValues,
      mainBuildingId: building.id,
      apartments: [],
      shops: [],
      parkings: [],
    };
    for (const kind of kindsOfBuilding(building)) {
      const group = groupOfKind(kind);
      const { rows: floors, columns } = gridShape(building, kind);
      for (let x = 0; x < floors; x += 1)
        for (let y = 0; y < columns; y += 1) {
          const blank = paintedCell(kind, x, y, { rowIndex: 0, hex: propertyValues[0].hex });
          const rowIndex = cells[cellNumber(group, blank)];
          if (rowIndex === undefined) continue;
          const cell = paintedCell(kind, x, y, { rowIndex, hex: propertyValues[rowIndex].hex });
          (body[group] as AnyCell[]).push(cell);
          // The seeded unit of that number takes the cell, so that the save keeps it.
          const { entity, numberField, kindField } = cellGroups[group];
          const table = entityByKey(entity)!.table;
          await tx.query(
            `update ${ident(table)} set asset_hash = $1, x_index = $2, y_index = $3
              where building_id = $4 and ${ident(columnName(numberField))} = $5 and ${ident(columnName(kindField))} = $6`,
            [cell.assetHash, x, y, building.id, cellNumber(group, cell), (cell as unknown as Row)[kindField]],
          );
        }
    }
    await writePropertyValues(tx, body, systemActor);
  }
};
