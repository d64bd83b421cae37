import { Plural, Trans, useLingui } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { formatDateTime } from "../../i18n/format";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { vehiclesOfEveryCompany } from "../vehicles";
import { inspectionsOfEveryCompany } from "./admin-screens";
import { InspectionAnswers } from "./inspection-answers";
import { InspectionGradeBadges } from "./inspection-badges";
import { InspectionDefects } from "./inspection-defects";
import { InspectionDeclaration, InspectionSummary } from "./inspection-details-page";
import { tripTypeLabel } from "./inspection-labels";
import { RemarkList } from "./remark-list";

/**
 * /portal/admin/inspections/{id}: one inspection of any company as its details screen shows it, read only — no
 * repairs, remarks or mail from here (those are the company's own acts). Answer photos are the company's files,
 * read by its members only, so the operator sees how many there are rather than the pictures.
 */
export function AdminInspectionPage() {
  const { i18n } = useLingui();
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesInspectionGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={inspectionsOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, inspection } = record;
  const photos = inspection.answers.reduce((sum, answer) => sum + answer.photoIds.length, 0);
  const answers = inspection.answers.map((answer) => ({ ...answer, photoIds: [] }));
  const vehicle = inspection.vehicleName;
  const when = formatDateTime(inspection.inspectedAt);
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading
          title={
            <Trans>
              {vehicle} · {when}
            </Trans>
          }
          company={company}
          backTo={inspectionsOfEveryCompany.links.list()}
        >
          <InspectionGradeBadges found={inspection.foundStatus} now={inspection.status} />
          <span className="text-sm text-slate-600 dark:text-slate-300">{tripTypeLabel(i18n, inspection.tripType)}</span>
        </RecordHeading>
        <InspectionSummary
          inspection={inspection}
          vehicleHref={vehiclesOfEveryCompany.links.details}
          driverHref={null}
        />
        <InspectionDefects defects={inspection.defects} title={<Trans>Defects and repairs</Trans>} />
        <InspectionAnswers answers={answers} multipleUnits={inspection.trailers.length > 0} />
        {photos > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Plural
              value={photos}
              one="# photo was taken with these answers; the company's own screens show it."
              other="# photos were taken with these answers; the company's own screens show them."
            />
          </p>
        )}
        <InspectionDefects defects={inspection.acknowledged} title={<Trans>Repairs the driver acknowledged</Trans>} />
        {inspection.remarks.length > 0 && <RemarkList remarks={inspection.remarks} />}
        <InspectionDeclaration inspection={inspection} />
      </div>
    </AdminScreen>
  );
}
