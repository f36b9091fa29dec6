import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { AppProvider } from './app/providers';
import { router } from './app/router';

// Indonesian day and month names in Mantine's date pickers (spec 1 §9: locale id-ID).
dayjs.locale('id');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
