/** `GET /rest/organization?id=`: an organization by its id. */
export interface OrganizationView {
  id: string;
  name: string;
  kind: string;
}

/** `GET /rest/organizations?search=&page=&limit=`: a page of organizations, best match first. */
export interface OrganizationsAnswer {
  organizations: OrganizationView[];
  total: number;
  page: number;
}

/** `POST /rest/organizations`: 201, the new organization's id. */
export interface OrganizationCreated {
  id: string;
  position: number;
}
