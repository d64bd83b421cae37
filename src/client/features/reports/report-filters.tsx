import { useState } from "react";

import type { ReportSource } from "../../../shared/generated/reports";
import { CheckInFilters } from "../checkins";
import type { PickedEmployee } from "../checkins";
import { ComplianceFilters } from "../compliance";
import { TimesheetFilters } from "../hours";
import { InspectionFilters } from "../inspections";
import { UserFilters } from "../users";
import { useVehicleReferenceData, VehicleFilters } from "../vehicles";

interface ReportFiltersProps {
  source: ReportSource;
  onChange: (source: ReportSource) => void;
}

function VehicleSourceFilters({
  source,
  onChange,
}: {
  source: Extract<ReportSource, { list: "vehicles" }>;
  onChange: (source: ReportSource) => void;
}) {
  const referenceData = useVehicleReferenceData();
  return (
    <VehicleFilters
      filter={source.filter}
      referenceData={referenceData}
      onChange={(filter) => onChange({ ...source, filter })}
    />
  );
}

function CheckInSourceFilters({
  source,
  onChange,
}: {
  source: Extract<ReportSource, { list: "checkins" }>;
  onChange: (source: ReportSource) => void;
}) {
  const [employee, setEmployee] = useState<PickedEmployee>();
  return (
    <CheckInFilters
      filter={source.filter}
      employee={employee}
      showEmployee
      onChange={(filter, picked) => {
        setEmployee(picked);
        onChange({ ...source, filter });
      }}
    />
  );
}

/** The chosen list's own filter row, exactly as its screen shows it, so a report is asked for in the same words. */
export function ReportFilters({ source, onChange }: ReportFiltersProps) {
  switch (source.list) {
    case "vehicles":
      return <VehicleSourceFilters source={source} onChange={onChange} />;
    case "users":
      return <UserFilters filter={source.filter} onChange={(filter) => onChange({ ...source, filter })} />;
    case "compliance":
      return <ComplianceFilters filter={source.filter} onChange={(filter) => onChange({ ...source, filter })} />;
    case "inspections":
      return <InspectionFilters filter={source.filter} onChange={(filter) => onChange({ ...source, filter })} />;
    case "checkins":
      return <CheckInSourceFilters source={source} onChange={onChange} />;
    case "hours":
      return <TimesheetFilters filter={source.filter} onChange={(filter) => onChange({ ...source, filter })} />;
  }
}
