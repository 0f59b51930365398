// Async boundary for the standalone page; the shell never loads this entry.
import('./bootstrap');
