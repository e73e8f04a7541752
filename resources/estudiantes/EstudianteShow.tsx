// Student detail: basic and advanced data with their empty states (./showSections.ts), then the
// record's collapsible sections, each read on first opening; another sede's student opened by its
// URL says 'No tiene permiso para ver este registro.' (RecordUnavailable).
import { ShowBase, ShowView } from 'react-admin';
import { quietRecordRead } from '../../src/resource-views/recordRead';
import { RecordUnavailable } from '../../src/resource-views/RecordUnavailable';
import { RecordTitle } from '../../src/resource-views/RecordTitle';
import { ShowSection } from '../../src/resource-views/ShowSection';
import { BookDeliveriesSection } from './record/BookDeliveriesSection';
import { BookingForm } from './bookings/BookingForm';
import { BookingsSection } from './bookings/BookingsSection';
import { EnrolmentsSection } from './record/EnrolmentsSection';
import { LevelChangesSection } from './record/LevelChangesSection';
import { ObservationsSection } from './record/ObservationsSection';
import { resourcePaths } from '../../core/engine/paths';
import schema from './schema';
import { ADVANCED_DATA, BASIC_DATA, SIET_DATA } from './record/showSections';
import { EstudianteShowActions } from './EstudianteShowActions';
import { TutoringSection } from './tutoring/TutoringSection';

export function EstudianteShow() {
  return (
    <ShowBase queryOptions={quietRecordRead()}>
      <ShowView
        title={<RecordTitle declaration={schema} page="show" />}
        error={<RecordUnavailable listPath={resourcePaths(schema).list} />}
        actions={<EstudianteShowActions />}
        component="div" // the sections are cards of their own
        // A flex item would grow to its widest table: the page keeps the window's width and a wide
        // section scrolls inside itself (RecordSection's TableContainer).
        sx={{ '& .RaShow-card': { minWidth: 0 } }}
      >
        <ShowSection declaration={schema} title="Datos básicos" items={BASIC_DATA} />
        <ShowSection declaration={schema} title="Datos avanzados" items={ADVANCED_DATA} />
        <ShowSection declaration={schema} title="Datos SIET" items={SIET_DATA} />
        <BookingsSection />
        <TutoringSection />
        <LevelChangesSection />
        <EnrolmentsSection />
        <BookDeliveriesSection />
        <ObservationsSection />
        <BookingForm />
      </ShowView>
    </ShowBase>
  );
}
