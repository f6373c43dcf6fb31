"use client";

import { FilterXIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";
import { BookingStatusSelect } from "./booking-status-select";
import { clearFilters, hasFilters, withFilters, type BookingListView } from "./booking-filters";
import { PainterPicker } from "./painter-picker";
import { SearchBox } from "../search-box";

const ALL = "all";

/**
 * Search and filters of All Bookings. The search runs on Enter or the Search button (each one is
 * a query over a million rows, not a keystroke's); the other filters apply when changed.
 */
export function BookingFiltersBar({
  view,
  onChange,
}: {
  view: BookingListView;
  onChange: (next: BookingListView) => void;
}) {
  const [text, setText] = useState(view.q);
  const searchRef = useRef<HTMLInputElement>(null);
  // The search this box sent: when the URL catches up with it, what was typed since stays.
  const submitted = useRef(view.q);
  // A link, Clear filters or a reload sets the query from outside.
  useEffect(() => {
    if (view.q !== submitted.current) setText(view.q);
    submitted.current = view.q;
  }, [view.q]);

  return (
    <div className="space-y-3">
      <SearchBox
        id="bookings-search"
        name="Bookings"
        label="Search bookings"
        placeholder="Booking ID, name, e-mail, phone or address"
        value={text}
        onValueChange={setText}
        onSearch={(q) => {
          submitted.current = q;
          onChange(withFilters(view, { q }));
        }}
        inputRef={searchRef}
      />

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-status-filter">Status</Label>
          <BookingStatusSelect
            id="bookings-status-filter"
            value={view.status || ALL}
            onValueChange={(status) => onChange(withFilters(view, { status: status === ALL ? "" : status }))}
            allLabel="All statuses"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-from">Scheduled from</Label>
          <Input
            id="bookings-from"
            type="date"
            className="h-11"
            value={view.from}
            max={view.to || undefined}
            onChange={(e) => onChange(withFilters(view, { from: e.target.value }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-to">Scheduled to</Label>
          <Input
            id="bookings-to"
            type="date"
            className="h-11"
            value={view.to}
            min={view.from || undefined}
            onChange={(e) => onChange(withFilters(view, { to: e.target.value }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-county-filter">County</Label>
          <Select
            value={view.county || ALL}
            onValueChange={(county) => onChange(withFilters(view, { county: county === ALL ? "" : county }))}
          >
            <SelectTrigger id="bookings-county-filter" className="min-h-11 w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All counties</SelectItem>
              {SERVED_COUNTIES.map((county) => (
                <SelectItem key={county} value={county}>
                  {county}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5 sm:col-span-2 xl:col-span-1">
          <Label htmlFor="bookings-painter-filter">Painter</Label>
          <PainterPicker
            id="bookings-painter-filter"
            value={view.painter}
            onChange={(painter) => onChange(withFilters(view, { painter: painter?.id ?? "" }))}
          />
        </div>
        <div className="flex items-end">
          <Button
            type="button"
            variant="outline"
            className="min-h-11 w-full"
            disabled={!hasFilters(view)}
            onClick={() => {
              onChange(clearFilters(view));
              searchRef.current?.focus();
            }}
          >
            <FilterXIcon aria-hidden />
            Clear filters
          </Button>
        </div>
      </div>
    </div>
  );
}
