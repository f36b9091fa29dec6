/**
 * What the player really played, as stretches [from, to) of media time, for the play reports of
 * PUT /v2/lms/materi/{id}/progres. Playing moves the end of the current stretch; a jump (seek, skip) closes it and
 * the next stretch starts where playing resumes, so skipped media is never reported. The server credits a report
 * only up to what could have played since the previous one.
 */
export class PelacakPutar {
  private dari: number | null = null;
  private sampai = 0;

  /** A jump of more than this (media seconds between two time updates) is a seek, not playing. */
  static readonly LONCATAN_DETIK = 1.5;

  /** The player's current time while playing (timeupdate). */
  waktu(t: number) {
    if (!Number.isFinite(t) || t < 0) return;
    if (this.dari === null) {
      this.dari = t;
      this.sampai = t;
      return;
    }
    const maju = t - this.sampai;
    if (maju >= 0 && maju <= PelacakPutar.LONCATAN_DETIK) this.sampai = t;
    else this.lompat(t);
  }

  /** A seek: the stretch so far stays to be reported; playing resumes a new one at `t`. */
  lompat(t: number) {
    this.tertunda = this.ambilSemua();
    this.dari = t;
    this.sampai = t;
  }

  private tertunda: [number, number][] = [];

  private ambilSemua(): [number, number][] {
    const out = [...this.tertunda];
    if (this.dari !== null && this.sampai > this.dari) out.push([this.dari, this.sampai]);
    return out;
  }

  /** The stretches to report now; the current one continues from its end. */
  ambil(): [number, number][] {
    const out = this.ambilSemua();
    this.tertunda = [];
    if (this.dari !== null) this.dari = this.sampai;
    return out;
  }
}
