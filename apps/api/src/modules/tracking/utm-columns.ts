import { type Attribution, sourceLabel } from "@lapak/shared/attribution";
import type { SaleAttribution } from "@lapak/shared/schemas/tracking";

/** The sales CSV's attribution columns, named as in the landing URL (ADR 0022). */
export const UTM_COLUMNS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

/** A sale's cells under `UTM_COLUMNS` (empty where the landing had none). */
export function utmCells(attribution: Attribution | null): (string | null)[] {
  const a = attribution ?? {};
  return [a.utmSource, a.utmMedium, a.utmCampaign, a.utmContent, a.utmTerm].map((value) => value ?? null);
}

/** What the sale detail shows of `attribution` (`saleAttributionSchema`). */
export function saleAttributionOf(attribution: Attribution | null): SaleAttribution {
  const a = attribution ?? {};
  return {
    source: sourceLabel(attribution),
    medium: a.utmMedium ?? null,
    campaign: a.utmCampaign ?? null,
    content: a.utmContent ?? null,
    term: a.utmTerm ?? null,
    clickId: a.fbclid ? "fbclid" : a.ttclid ? "ttclid" : null,
  };
}
