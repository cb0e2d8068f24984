// A minimal react-admin app with one resource, talking to the reference server's banks API:
// the baseline the dashboard's figures are compared with (bench/run.mjs).
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, BooleanInput, Create, Datagrid, Edit, List, Resource, SimpleForm, TextField, TextInput, fetchUtils } from 'react-admin';

const API = '/api/v1/';
const TOKEN = 'ra.token';

const request = (path, options = {}) => {
  const headers = new Headers({ Accept: 'application/json' });
  const token = localStorage.getItem(TOKEN);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(`${API}${path}`, { ...options, headers });
};

const form = (data) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) if (value !== undefined && value !== null && typeof value !== 'object') body.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  return body;
};

const dataProvider = {
  getList: async (resource, { pagination }) => {
    const { json } = await request(`dashboard/${resource}?page=${pagination.page}&per_page=${pagination.perPage}`);
    return { data: json.data, total: json.meta.total };
  },
  getOne: async (resource, { id }) => ({ data: (await request(`dashboard/${resource}/${id}`)).json.data }),
  getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map(async (id) => (await request(`dashboard/${resource}/${id}`)).json.data)) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async (resource, { data }) => ({ data: { id: 0, ...data, ...(await request(`dashboard/${resource}`, { method: 'POST', body: form(data) })).json.data } }),
  update: async (resource, { id, data }) => {
    await request(`dashboard/${resource}/${id}`, { method: 'POST', body: form({ ...data, _method: 'PUT' }) });
    return { data: { ...data, id } };
  },
  updateMany: async () => ({ data: [] }),
  delete: async (resource, { id }) => {
    await request(`dashboard/${resource}/${id}`, { method: 'DELETE' });
    return { data: { id } };
  },
  deleteMany: async () => ({ data: [] }),
};

const authProvider = {
  login: async ({ username, password }) => {
    const { json } = await request('dashboard/login', { method: 'POST', body: form({ email: username, password }) });
    localStorage.setItem(TOKEN, json.data.token);
  },
  logout: async () => localStorage.removeItem(TOKEN),
  checkAuth: async () => (localStorage.getItem(TOKEN) ? undefined : Promise.reject()),
  checkError: async (error) => (error.status === 401 ? Promise.reject() : undefined),
  getPermissions: async () => undefined,
};

const BankList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="name_ar" />
      <TextField source="name_en" />
      <TextField source="country.name" />
      <BooleanField source="active" />
    </Datagrid>
  </List>
);

const fields = (
  <SimpleForm>
    <TextInput source="name_ar" />
    <TextInput source="name_en" />
    <TextInput source="country_id" />
    <BooleanInput source="active" />
  </SimpleForm>
);
const BankEdit = () => <Edit>{fields}</Edit>;
const BankCreate = () => <Create>{fields}</Create>;

createRoot(document.getElementById('root')).render(
  <Admin disableTelemetry dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="banks" list={BankList} edit={BankEdit} create={BankCreate} />
  </Admin>,
);
