import { adminInbox } from "~/content/admin";
import { enquiryStatuses, type EnquiryStatus } from "./statuses";
import { inputClass, labelClass } from "./ui";

/** The status choice, labelled: to filter the inbox (with „Всички“) or to set an enquiry's. */
export function StatusSelect({ label, value, withAll = false }: { label: string; value: EnquiryStatus | ""; withAll?: boolean }) {
  return (
    <div>
      <label htmlFor="status" className={labelClass}>
        {label}
      </label>
      <select id="status" name="status" defaultValue={value} className={inputClass}>
        {withAll ? <option value="">{adminInbox.allStatuses}</option> : null}
        {enquiryStatuses.map((choice) => (
          <option key={choice} value={choice}>
            {adminInbox.statuses[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}
