import { useCallback, useEffect, useState } from "react";

import type { EmployeeDocumentList, Person } from "../../../shared/generated/users";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";

/**
 * The person and their file's documents, asked for together; `reload` after a save or removal. A file is
 * small (at most 100 live documents) and read whole, so it needs no windowed list.
 */
export function useEmployeeFile(userId: string | undefined, includeRemoved: boolean) {
  const client = usePortalClient();
  const [person, setPerson] = useState<Person>();
  const [file, setFile] = useState<EmployeeDocumentList>();
  const [problem, setProblem] = useState<ServerError>();

  const reload = useCallback(async () => {
    if (!userId) return;
    try {
      setFile(
        await completePayload(
          client.session.api.employeeDocumentList({ userId, ...(includeRemoved ? { includeRemoved } : {}) }),
        ),
      );
    } catch (error) {
      setProblem(toServerError(error));
    }
  }, [client, userId, includeRemoved]);

  useEffect(() => {
    if (!userId) return;
    completePayload(client.session.api.userGet({ userId })).then(setPerson, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client, userId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return { person, file, problem, reload };
}
